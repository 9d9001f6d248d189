// The lazy chunk of the live call kinds (SPEC §2 SlidesConference and Conference, and SimuLive: a
// simulated-live video rides on a call for its hub, Q&A and broadcast; ARCHITECTURE §7:
// the hub client, hls.js and the call views are not in the viewer's initial JS). ViewerPage and
// the side panels import this module with import() only.
import { hasSlides, RouteChild } from '@podium/domain';
import { usePresentation } from '../presentation/presentation.context.ts';
import './conference-i18n.ts';
// The pre-replay modal and the replay stage are the live video's (their texts and styles).
import '../live-video/live-video-i18n.ts';
import '../live-video/live-video.css';
import { ConferenceKindView as KindView } from './components/ConferenceKindView.tsx';

export { ConferenceThumbnailBar } from './components/ConferenceThumbnailBar.tsx';
export { QuestionsPanel } from '../qna/components/QuestionsPanel.tsx';
export { DialInPanel } from '../dialin/components/DialInPanel.tsx';

export function ConferenceKindView({ routeChild }: { readonly routeChild: RouteChild }) {
  const { presentation } = usePresentation();
  const withSlides =
    routeChild === RouteChild.SlidesConference ||
    (routeChild === RouteChild.SimuLive && hasSlides(presentation));
  return <KindView withSlides={withSlides} routeChild={routeChild} />;
}
