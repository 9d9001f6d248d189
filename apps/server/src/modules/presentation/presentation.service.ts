// The presentation payload, the entry route, the disclaimer and linked shows (SPEC §2, §7).
import {
  codeAdmitsTo,
  DEFAULT_LANGUAGE,
  type Disclaimer,
  LANGUAGES,
  type Language,
  type LinkedPresentationSchema,
  NotFoundError,
  type Presentation,
  type RouteResponse,
  type TechSupport,
} from '@podium/domain';
import type { z } from 'zod';
import type { SessionRepository } from '../account/session.repository.ts';
import type { AccessService, PresentationAccess } from '../access/access.service.ts';
import type { ActivityService } from '../activity/activity.service.ts';
import type { EntryService } from '../entry/entry.service.ts';
import { createCallCutOffGuard } from '../conference/call-cutoff.ts';
import type { DocumentsVisibility } from '../documents/documents-visibility.ts';
import type { MediaRepository } from '../media/media.repository.ts';
import type { MediaUrlOf } from '../media/recording-urls.ts';
import type {
  PresentationRepository,
  PresentationRow,
  SlideRow,
} from './presentation.repository.ts';
import { seesDeckCutAtPrivateStart } from './private-start-cut.ts';
import { withholdsDeckFrom } from './slides-window.ts';
import type { RetailRepository } from '../retail/retail.repository.ts';
import { linkCodeAdmits } from '../retail/link-code.ts';
import { entryRouteFor } from './entry-route.ts';
import {
  createPresentationContentCache,
  type PresentationContent,
} from './presentation-content.cache.ts';
import { toPresentationPayload } from './presentation.mapper.ts';
import type { Caller } from '../access/caller.ts';

type LinkedPresentation = z.infer<typeof LinkedPresentationSchema>;

interface Dependencies {
  readonly presentations: PresentationRepository;
  readonly media: MediaRepository;
  readonly sessions: SessionRepository;
  readonly access: AccessService;
  readonly activity: ActivityService;
  readonly entry: EntryService;
  readonly retail: Pick<RetailRepository, 'findShow' | 'findShowByLinkCode'>;
  readonly documentsVisible: DocumentsVisibility;
  /** The support desk from the configuration (SPEC §2 tech support contact). */
  readonly techSupport: TechSupport;
  /** The size in bytes of a stored document file, null when it is not there. */
  readonly documentSize: (storageKey: string) => Promise<number | null>;
  /** The signed addresses of the media files (recording-urls.ts). */
  readonly mediaUrl: MediaUrlOf;
  readonly now: () => Date;
}

function toShowLinkType(value: number): LinkedPresentation['ShowLinkType'] {
  return value === 1 || value === 2 ? value : 0;
}

function toLanguage(value: string | null): Language {
  return LANGUAGES.find((language) => language === value) ?? DEFAULT_LANGUAGE;
}

export function createPresentationService({
  presentations,
  media,
  sessions,
  access,
  activity,
  entry,
  retail,
  documentsVisible,
  techSupport,
  documentSize,
  mediaUrl,
  now,
}: Dependencies) {
  const cutOff = createCallCutOffGuard(presentations, access.memory);
  const content = createPresentationContentCache({
    read: async (presId) => {
      const [slides, speakers, documents, presentationMedia] = await Promise.all([
        presentations.listSlides(presId),
        presentations.listSpeakers(presId),
        presentations.listDocuments(presId),
        media.presentationMedia(presId),
      ]);
      // Each file's size is read once with the content, so the list can show it (SPEC §2).
      const sized = await Promise.all(
        documents.map(async (document) => ({
          ...document,
          sizeBytes: document.storageKey === null ? null : await documentSize(document.storageKey),
        })),
      );
      return { slides, speakers, documents: sized, media: presentationMedia };
    },
  });
  /** The slides of a cached content by guid, made once per content read. */
  const slidesByGuid = new WeakMap<PresentationContent, ReadonlyMap<string, SlideRow>>();
  /** Answers made by presentationJson, by the presentation row they were made from. */
  const bodies = new WeakMap<PresentationRow, Map<string, string>>();

  /**
   * SPEC §6: refused (403, SPEC §8 text) to a participant the call has cut off. The content comes
   * from the cache under the content_version of the row the access check just read; the cut for
   * public participants is made per request by the mapper, and documents an event hides before
   * it starts (SPEC §5) are left out per request too.
   */
  async function viewed(caller: Caller, presId: number) {
    const context = await access.requireAccess(caller, presId);
    await cutOff.requireNotCutOff(context);
    const { presentation: row, access: presAccess } = context;
    const [parts, showDocuments] = await Promise.all([
      content.content(presId, row.contentVersion),
      documentsVisible(context),
    ]);
    // SPEC §5 HideDocumentsBeforeEvent: made per request, like the public cut of the slides.
    const documents = showDocuments ? parts.documents : [];
    return { row, parts, documents, presAccess };
  }

  return {
    /**
     * SPEC §6: refused (403, SPEC §8 text) to a participant the call has cut off. The content comes
     * from the cache under the content_version of the row the access check just read; the cut for
     * public participants is made per request by the mapper, and documents an event hides before
     * it starts (SPEC §5) are left out per request too.
     */
    /**
     * A slide of the deck as of `contentVersion` (the content_version of a presentation row the
     * caller's access check read), from the same cached content GET presentation answers from:
     * slide images and thumbnails cost no query. Null when the deck has no such slide.
     */
    async slideOf(presId: number, contentVersion: number, guid: string): Promise<SlideRow | null> {
      const deck = await content.content(presId, contentVersion);
      let byGuid = slidesByGuid.get(deck);
      if (!byGuid) {
        byGuid = new Map(deck.slides.map((slide) => [slide.guid, slide]));
        slidesByGuid.set(deck, byGuid);
      }
      return byGuid.get(guid.toLowerCase()) ?? null;
    },

    async presentation(caller: Caller, presId: number): Promise<Presentation> {
      const { row, parts, documents, presAccess } = await viewed(caller, presId);
      return {
        ...toPresentationPayload({
          row,
          ...parts,
          documents,
          access: presAccess,
          mediaUrl,
          deckWithheld: withholdsDeckFrom(row, presAccess, now().getTime()),
        }),
        TechSupport: techSupport,
      };
    },

    /**
     * presentation() as the JSON the route sends: made once per presentation row read (shared by
     * every viewer for at most PRESENTATION_ROW_MAX_AGE_MS, access-memory.ts) and per what the
     * payload takes from the viewer's access (the public cut, the entry code, documents shown),
     * rather than once per request. Its signed media addresses outlive that second by an hour at
     * least (SIGNED_RECORDING_WINDOW_MS).
     */
    async presentationJson(caller: Caller, presId: number): Promise<string> {
      const { row, parts, documents, presAccess } = await viewed(caller, presId);
      const code = presAccess.entryCode;
      const deckWithheld = withholdsDeckFrom(row, presAccess, now().getTime());
      const shape = JSON.stringify([
        seesDeckCutAtPrivateStart(row, presAccess),
        deckWithheld,
        code && [code.id, code.type, code.validFrom?.getTime(), code.validUntil?.getTime()],
        documents.length,
      ]);
      let made = bodies.get(row);
      if (!made) {
        made = new Map();
        bodies.set(row, made);
      }
      const held = made.get(shape);
      if (held !== undefined) return held;
      const body = JSON.stringify({
        ...toPresentationPayload({
          row,
          ...parts,
          documents,
          access: presAccess,
          mediaUrl,
          deckWithheld,
        }),
        TechSupport: techSupport,
      });
      made.set(shape, body);
      return body;
    },

    /**
     * The presentation as an attendee who entered with a registered code sees it (no staff role,
     * not public, no entry code of their own): the manage area's attendee preview. The caller has
     * checked that the user may manage the event; 404 for an unknown presentation.
     */
    async attendeePreview(caller: Caller, presId: number): Promise<Presentation> {
      const session = access.requireSession(caller);
      const row = await access.requirePresentation(presId);
      const asAttendee: PresentationAccess = {
        presId,
        isSiteAdmin: false,
        isPublicParticipant: false,
        isRetail: false,
        role: null,
        grant: null,
        entryCode: null,
      };
      const [parts, showDocuments] = await Promise.all([
        content.content(presId, row.contentVersion),
        documentsVisible({ session, presentation: row, access: asAttendee }),
      ]);
      const documents = showDocuments ? parts.documents : [];
      return {
        ...toPresentationPayload({
          row,
          ...parts,
          documents,
          access: asAttendee,
          mediaUrl,
          deckWithheld: withholdsDeckFrom(row, asAttendee, now().getTime()),
        }),
        TechSupport: techSupport,
      };
    },

    /**
     * Public: answers 'validate' rather than 401, so the viewer knows to ask for a code; for a
     * retail show 'register' instead (SPEC §2), with IsRetail and never a LogId: retail visits
     * are not logged (SPEC §7). A link code that does not open the retail show (its own, or that of
     * a retail show linking to it) is unknown (404).
     */
    async route(
      caller: Caller,
      presId: number,
      query: { readonly logId?: number; readonly linkCode?: string },
    ): Promise<RouteResponse> {
      const session = caller.session;
      // With a session, the row comes with its access (one read, shared with the session's other
      // requests of the moment, or none when it was admitted to the viewer lately).
      const entered = session
        ? await access.entryAccess(
            session,
            presId,
            (row, granted) => entryRouteFor(row, granted) === 'viewer',
          )
        : null;
      const row = entered?.presentation ?? (await access.requirePresentation(presId));
      const retailShow = await retail.findShow(presId);
      if (
        query.linkCode !== undefined &&
        !(await linkCodeAdmits(
          { retail, listLinked: presentations.listLinked },
          presId,
          retailShow,
          query.linkCode,
        ))
      )
        throw new NotFoundError('This link is not recognized.');
      const presAccess = entered?.access ?? null;
      const entryRoute = entryRouteFor(row, presAccess);
      if (retailShow) {
        const route = entryRoute === 'validate' ? 'register' : entryRoute;
        return {
          PresentationId: presId,
          Route: route,
          LogId: null,
          TitleBarWeb: row.titleBarWeb,
          IsRetail: true,
        };
      }
      const logId =
        session && entryRoute === 'viewer'
          ? await activity.startVisit(session, presId, query.logId)
          : null;
      return {
        PresentationId: presId,
        Route: entryRoute,
        LogId: logId,
        TitleBarWeb: row.titleBarWeb,
      };
    },

    async disclaimer(caller: Caller, presId: number): Promise<Disclaimer> {
      const { presentation: row } = await access.requireAccess(caller, presId);
      if (!row.disclaimer) throw new NotFoundError(`Presentation ${presId} has no disclaimer.`);
      return row.disclaimer;
    },

    async acceptDisclaimer(caller: Caller, presId: number): Promise<void> {
      const { session, presentation: row } = await access.requireAccess(caller, presId);
      if (!row.disclaimer) throw new NotFoundError(`Presentation ${presId} has no disclaimer.`);
      await sessions.acceptDisclaimer(session.id, presId, now());
    },

    /**
     * SPEC §7 linked presentations "with entry code": the code must admit to presId, that is be
     * a code of presId or of a show presId is linked from (the code's linked set, domain
     * linked-shows). Anything else is unknown (404): codes are not enumerable.
     */
    /** SPEC §7 linkedpresentations/{password}: only for a caller who entered with that code. */
    async linked(caller: Caller, presId: number, password: string): Promise<LinkedPresentation[]> {
      await access.requirePresentation(presId);
      const code = await entry.requireEnteredCode(caller, password);
      if (
        code.presId !== presId &&
        !codeAdmitsTo(code.presId, presId, await presentations.listLinked(code.presId))
      )
        throw new NotFoundError('Entry code not recognized.');
      return this.linkedOf(presId);
    },

    /** The shows linked to presId (SPEC §9 show link types), for a caller already checked. */
    async linkedOf(presId: number): Promise<LinkedPresentation[]> {
      const rows = await presentations.listLinked(presId);
      return rows.map((r) => ({
        PresentationId: r.presId,
        TitleBarWeb: r.title,
        ShowLinkType: toShowLinkType(r.linkType),
        Language: toLanguage(r.language),
      }));
    },
  };
}

export type PresentationService = ReturnType<typeof createPresentationService>;
