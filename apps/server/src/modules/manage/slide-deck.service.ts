// An event's slide deck in the manage area: a finished PDF upload is checked by its ends (empty,
// another format, cut short: refused at once) and its slides are then made in the background
// (deck-render.service.ts), the request answered at once; the manage page reads how far it is.
// The slide sync tool's times are set here too. The upload is removed or moved in every case.
import type { Caller } from '../access/caller.ts';
import {
  MAX_SLIDE_DECK_BYTES,
  type ManagedDeckRender,
  type ManagedSlide,
  type SlideDeckState,
  ValidationError,
} from '@podium/domain';
import type { HubPublisher } from '../../realtime/hub.types.ts';
import type { ManageAccess } from './manage-access.ts';
import type { ManageRepository } from './manage.repository.ts';
import { toManagedDeckRender, toManagedSlide } from './manage.mapper.ts';
import type { DeckRenderService } from './deck-render.service.ts';
import { publishDeck } from './deck-slides.ts';
import { checkPdfFile } from './pdf-file-check.ts';
import type { UploadStaging } from './upload-staging.ts';

interface Dependencies {
  readonly repo: ManageRepository;
  readonly access: ManageAccess;
  readonly hub: HubPublisher;
  readonly uploads: UploadStaging;
  readonly renders: DeckRenderService;
}

export function createSlideDeckService({ repo, access, hub, uploads, renders }: Dependencies) {
  return {
    /** The slide sync tool's times: one per slide, each slide's start in the media. */
    async setTimes(
      caller: Caller,
      presId: number,
      times: readonly number[],
    ): Promise<ManagedSlide[]> {
      const { event } = await access.requireEvent(caller, presId);
      const current = await repo.listSlides(presId);
      if (times.length !== current.length)
        throw new ValidationError(
          `Invalid body field "Times": mark a time for each of the ${current.length} slides.`,
        );
      const stored = await repo.setSlideTimes(presId, times);
      publishDeck(hub, event, stored);
      return stored.map((row) => toManagedSlide(presId, row));
    },

    /** Starts making the event's slides from a finished upload; answers the render, Queued. */
    async start(caller: Caller, presId: number, uploadId: string): Promise<ManagedDeckRender> {
      const { session } = await access.requireEvent(caller, presId);
      const upload = await uploads.find(uploadId, session.userId);
      if (!upload) throw new ValidationError('Upload not found. Upload the file again.');
      let taken = false;
      try {
        if (!upload.complete) throw new ValidationError('The upload is not complete.');
        if (upload.size > MAX_SLIDE_DECK_BYTES)
          throw new ValidationError('The PDF is larger than a slide deck may be.');
        await checkPdfFile(upload.path);
        const row = await renders.begin(presId, upload.fileName, async (destination) => {
          await uploads.take(uploadId, destination);
          taken = true;
        });
        return toManagedDeckRender(row);
      } finally {
        if (!taken) await uploads.remove(uploadId);
      }
    },

    /** The event's latest render (null: none yet) and its slides as they are now. */
    async state(caller: Caller, presId: number): Promise<SlideDeckState> {
      await access.requireEvent(caller, presId);
      const [render, slides] = await Promise.all([renders.latest(presId), repo.listSlides(presId)]);
      return {
        Render: render ? toManagedDeckRender(render) : null,
        Slides: slides.map((row) => toManagedSlide(presId, row)),
      };
    },

    /** At start: what a stopped server left of its renders is cleaned up (and then regularly). */
    cleanUpAbandoned: () => renders.cleanUpAbandoned(),

    /** Resolves when every render started so far has ended (tests). */
    idle: () => renders.idle(),

    /** Server close: renders underway end, the render threads with them. */
    stop: () => renders.stop(),
  };
}

export type SlideDeckService = ReturnType<typeof createSlideDeckService>;
