// Slide images and slide transitions. Private slides (SPEC §6) do not exist for public
// participants: not in lists, and 404 when asked for directly. A participant the conference call
// has cut off (SPEC §6) gets none of the deck: 403 with the SPEC §8 access-revoked text.
import {
  ForbiddenError,
  isSlideVisible,
  NotFoundError,
  runsTheCall,
  searchSlides,
  type SlideSearchResponse,
  slideVariantKey,
  slideVariantWidths,
  type SlideTransition,
  staffRolesOf,
  ValidationError,
} from '@podium/domain';
import type { AccessContext, AccessService } from '../access/access.service.ts';
import { createCallCutOffGuard } from '../conference/call-cutoff.ts';
import type { PresentationRepository, SlideRow } from '../presentation/presentation.repository.ts';
import type { PresentationService } from '../presentation/presentation.service.ts';
import { seesDeckCutAtPrivateStart } from '../presentation/private-start-cut.ts';
import { withholdsDeckFrom } from '../presentation/slides-window.ts';
import type { SlidesRepository, SlideTransitionRow } from './slides.repository.ts';
import type { Caller } from '../access/caller.ts';

interface Dependencies {
  readonly slides: SlidesRepository;
  readonly presentations: PresentationRepository;
  readonly access: AccessService;
  /** The deck as GET presentation reads it (the presentation service's cached content). */
  readonly deck: Pick<PresentationService, 'slideOf'>;
  /** The clock the slides' availability window is read against (SPEC §3). */
  readonly now: () => number;
}

export type SlideFileKind = 'image' | 'thumbnail';

const toTransition = (row: SlideTransitionRow): SlideTransition => ({
  PresId: row.presId,
  SlideGuid: row.slideGuid,
  TransitionDateUtc: row.transitionAt.toISOString(),
});

function visibleTo(context: AccessContext, slide: SlideRow, nowMs: number): boolean {
  if (withholdsDeckFrom(context.presentation, context.access, nowMs)) return false;
  return isSlideVisible(
    slide.index,
    context.presentation.privateSlidesBeginAt,
    seesDeckCutAtPrivateStart(context.presentation, context.access),
  );
}

export function createSlidesService({ slides, presentations, access, deck, now }: Dependencies) {
  const cutOff = createCallCutOffGuard(presentations, access.memory);
  /** Access to the deck: the presentation's, and not cut off by its call. */
  async function requireDeck(caller: Caller, presId: number): Promise<AccessContext> {
    const context = await access.requireAccess(caller, presId);
    await cutOff.requireNotCutOff(context);
    return context;
  }
  /** A slide of the deck this viewer may see (the deck as of the row its access was read with). */
  async function visibleSlide(caller: Caller, presId: number, slideGuid: string) {
    const context = await requireDeck(caller, presId);
    const slide = await deck.slideOf(presId, context.presentation.contentVersion, slideGuid);
    if (!slide || !visibleTo(context, slide, now())) throw new NotFoundError('Slide not found.');
    return slide;
  }

  return {
    /** The storage key of a slide's image or thumbnail this viewer may see. */
    async slideFileKey(
      caller: Caller,
      presId: number,
      slideGuid: string,
      kind: SlideFileKind,
    ): Promise<string> {
      const slide = await visibleSlide(caller, presId, slideGuid);
      return kind === 'image' ? slide.imageKey : slide.thumbnailKey;
    },

    /** The slides this viewer may see that mention every word (SPEC §6: never a private one). */
    async search(caller: Caller, presId: number, query: string): Promise<SlideSearchResponse> {
      const context = await requireDeck(caller, presId);
      const rows = await presentations.listSlides(presId);
      const nowMs = now();
      return {
        Results: searchSlides(
          rows
            .filter((row) => visibleTo(context, row, nowMs))
            .map((row) => ({ guid: row.guid, index: row.index, title: row.title, text: row.text })),
          query,
        ),
      };
    },

    /**
     * The storage keys of a WebP copy of a slide's image or thumbnail, best first: the same
     * access as the original (a private slide's copies do not exist for a public participant),
     * and only the widths the slide has copies at. A slide made before the ladder had this width
     * has no such file: the larger copies and then the original follow it, the first that is
     * stored answers.
     */
    async slideVariantFileKeys(
      caller: Caller,
      presId: number,
      slideGuid: string,
      kind: SlideFileKind,
      width: number,
    ): Promise<string[]> {
      const slide = await visibleSlide(caller, presId, slideGuid);
      const originalWidth = kind === 'image' ? slide.imageWidth : slide.thumbnailWidth;
      const widths = originalWidth === null ? [] : slideVariantWidths(kind, originalWidth);
      if (!widths.includes(width))
        throw new NotFoundError('The slide has no picture of that width.');
      const original = kind === 'image' ? slide.imageKey : slide.thumbnailKey;
      return [
        ...widths.filter((w) => w >= width).map((w) => slideVariantKey(original, w)),
        original,
      ];
    },

    async transitions(caller: Caller, presId: number): Promise<SlideTransition[]> {
      const context = await requireDeck(caller, presId);
      const [rows, slideRows] = await Promise.all([
        slides.listTransitions(presId),
        presentations.listSlides(presId),
      ]);
      const nowMs = now();
      const visible = new Set(
        slideRows.filter((s) => visibleTo(context, s, nowMs)).map((s) => s.guid),
      );
      return rows.filter((row) => visible.has(row.slideGuid)).map(toTransition);
    },

    async addTransition(
      caller: Caller,
      presId: number,
      body: { PresId: number; SlideGuid: string; TransitionDateUtc: string },
    ): Promise<SlideTransition> {
      if (body.PresId !== presId)
        throw new ValidationError('Invalid body field "PresId": does not match the path.');
      const context = await access.requireAccess(caller, presId);
      if (!runsTheCall(staffRolesOf(context.access)))
        throw new ForbiddenError('Only presenters and event coordinators may change slides.');
      const slide = await presentations.findSlide(presId, body.SlideGuid);
      if (!slide) throw new NotFoundError('Slide not found.');
      const row = await slides.addTransition({
        presId,
        slideGuid: slide.guid,
        transitionAt: new Date(body.TransitionDateUtc),
        createdBy: context.session.userId,
      });
      return toTransition(row);
    },
  };
}

export type SlidesService = ReturnType<typeof createSlidesService>;
