// SPEC §4/§7 presslidetransition for a conference call's replay: while a call that records its
// replay is LIVE, every move of its shared slide (and the first slide at going live) is kept with
// its moment, so the replay turns the slides where the call did (domain keepsSlideTransitions).
import { keepsSlideTransitions } from '@podium/domain';
import type { PresentationRepository } from '../presentation/presentation.repository.ts';
import type { SlidesRepository } from '../slides/slides.repository.ts';
import type { CallRow } from './conference.repository.ts';

/** Keeps the call's current shared slide at `at` (now when not given), if the call keeps them. */
export type KeepSlideMoment = (call: CallRow, by: number | null, at?: Date) => Promise<void>;

export function createSlideMoments(deps: {
  readonly presentations: PresentationRepository;
  readonly slides: SlidesRepository;
  readonly now: () => Date;
}): KeepSlideMoment {
  return async (call, by, at) => {
    if (!keepsSlideTransitions(call)) return;
    const deck = await deps.presentations.listSlides(call.presId);
    const slide = deck.find((s) => s.index === call.slideIndex);
    if (!slide) return;
    await deps.slides.addTransition({
      presId: call.presId,
      slideGuid: slide.guid,
      transitionAt: at ?? deps.now(),
      createdBy: by,
    });
  };
}
