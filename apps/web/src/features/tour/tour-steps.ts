// The tour's stops: stable parts of the viewer, marked with data-tour attributes where they are
// rendered. A stop whose element this viewer does not show is left out.
export const TOUR_TARGETS = ['slide-area', 'side-panels', 'questions', 'thumbnails'] as const;
export type TourTarget = (typeof TOUR_TARGETS)[number];

export function tourSelector(target: TourTarget): string {
  return `[data-tour="${target}"]`;
}

/** The stops present in `root`, in tour order. */
export function presentTargets(root: ParentNode): TourTarget[] {
  return TOUR_TARGETS.filter((target) => root.querySelector(tourSelector(target)) !== null);
}
