// SPEC §1, §5 simulated live with slides: nobody turns the slides; the slide on screen is the one
// whose cue (SPEC §3 Slide.Time) the broadcast position has reached, so everyone hearing the same
// moment sees the same slide. A participant who sees fewer slides (SPEC §6 public cut) stays on
// the last slide they may see.
export function broadcastSlideIndex(
  slides: readonly { readonly Time: number | null }[],
  positionSeconds: number,
  visibleCount: number = slides.length,
): number | null {
  if (visibleCount <= 0 || slides.length === 0) return null;
  let shown = 0;
  for (const [index, slide] of slides.entries()) {
    if (slide.Time !== null && slide.Time <= positionSeconds) shown = index;
  }
  return Math.min(shown, visibleCount - 1);
}
