// SPEC §4, §7: the replay turns the slides at the recorded moments. The slide shown at a moment
// of the recording is the last transition at or before it; before the first, the first slide.
import type { Slide, SlideTransition } from '@podium/domain';

export function replaySlideIndex(
  transitions: readonly SlideTransition[],
  slides: readonly Pick<Slide, 'Guid'>[],
  at: Date,
): number {
  const atMs = at.getTime();
  let guid: string | null = null;
  for (const t of transitions) {
    if (Date.parse(t.TransitionDateUtc) <= atMs) guid = t.SlideGuid;
    else break;
  }
  if (guid === null) return 0;
  const index = slides.findIndex((s) => s.Guid.toLowerCase() === guid.toLowerCase());
  return index < 0 ? 0 : index;
}
