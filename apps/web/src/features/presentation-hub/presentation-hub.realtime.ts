// Hub topics → presentation store (ARCHITECTURE §2 <area>.realtime.ts): the one place where a
// validated SPEC §7 message on a presentation-level topic becomes a change of the loaded
// presentation. Components never see the hub.
import {
  hubTopics,
  type Presentation,
  type TopicDescriptor,
  type TopicMessage,
} from '@podium/domain';
import { replaceSlides } from '../presentation/presentation.store.ts';

/** The media containers of a presentation (SPEC §7 media.{guid}.addUpdate), lower case. */
export function mediaGuidsOf(presentation: Pick<Presentation, 'Audio' | 'Video'>): string[] {
  const guids = [presentation.Video?.ContainerGuid, presentation.Audio?.ContainerGuid]
    .filter((guid) => guid !== undefined)
    .map((guid) => guid.toLowerCase());
  return [...new Set(guids)];
}

export interface PresentationHubTopics {
  /** slide.{rowGuid}.addUpdate: every slide; refused to public participants (SPEC §6). */
  readonly slides: TopicDescriptor;
  /** slide.public.{rowGuid}.addUpdate: the public cut, followed when the full one is refused. */
  readonly publicSlides: TopicDescriptor;
  /** media.{guid}.addUpdate per container, entrycode.{passwordId}.update when entered by code. */
  readonly others: readonly TopicDescriptor[];
}

/**
 * The SPEC §7 topics a presentation-level connection may follow. Which slide topic applies is
 * the server's call (a role outranks a public code there), so the session asks for the full one
 * first and falls back to the public one.
 */
export function presentationHubTopics(
  presentation: Pick<Presentation, 'rowguid' | 'PasswordId' | 'Audio' | 'Video'>,
): PresentationHubTopics {
  const others: TopicDescriptor[] = mediaGuidsOf(presentation).map((guid) =>
    hubTopics.mediaUpdate(guid),
  );
  if (presentation.PasswordId !== null)
    others.push(hubTopics.entryCodeUpdate(presentation.PasswordId));
  return {
    slides: hubTopics.slidesUpdate(presentation.rowguid),
    publicSlides: hubTopics.publicSlidesUpdate(presentation.rowguid),
    others,
  };
}

export interface PresentationMessageContext {
  readonly presId: number;
  /** The presentation as loaded now (it changes with every reload and slides update). */
  readonly getPresentation: () => Presentation;
  /** SPEC §4 forced reload. */
  readonly reloadPresentation: () => void;
}

const sameGuid = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function applyPresentationMessage(
  message: TopicMessage,
  context: PresentationMessageContext,
): void {
  const presentation = context.getPresentation();
  switch (message.kind) {
    case 'slidesUpdate':
    case 'publicSlidesUpdate':
      if (sameGuid(message.topic.rowGuid, presentation.rowguid))
        replaceSlides(context.presId, message.payload);
      return;
    case 'mediaUpdate':
      // SPEC §3 upload progress of a container: the media the presentation plays (its sources,
      // duration and upload state) is read from the presentation, so it is loaded again.
      if (mediaGuidsOf(presentation).some((guid) => sameGuid(guid, message.topic.guid)))
        context.reloadPresentation();
      return;
    case 'entryCodeUpdate':
      // The code's window or type changed: what the server shows this viewer may have too.
      if (message.topic.passwordId === presentation.PasswordId) context.reloadPresentation();
      return;
    default:
      return;
  }
}
