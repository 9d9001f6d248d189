// Which viewers open the presentation-level hub. SPEC §2: "LiveVideo, Slides and SimuLive create
// a socket token on entry"; SPEC §4: "A socket opens unless preview, retail, reconnect, or no
// live/media content". The conference kinds open their own (features/conference); of the other
// kinds on screen today, those with slides or media have content that changes under a viewer
// (SPEC §3 slides update message, SPEC §4 media upload), so they open one. Documents has neither,
// and a review (SPEC §1 review mode) shows the event as recorded, so it needs none. The viewer
// has no preview or retail route yet.
import { isReviewMode, RouteChild, type Presentation } from '@podium/domain';

const HUB_ROUTES: ReadonlySet<RouteChild> = new Set([
  RouteChild.Slides,
  RouteChild.MediaSlides,
  RouteChild.VideoOnly,
  RouteChild.AudioOnly,
]);

export function opensPresentationHub(
  routeChild: RouteChild,
  presentation: Pick<Presentation, 'PasswordType'>,
): boolean {
  return HUB_ROUTES.has(routeChild) && !isReviewMode(presentation);
}
