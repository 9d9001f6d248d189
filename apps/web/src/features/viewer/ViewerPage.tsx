// SPEC §2 /{presId}/viewer/: top panel, top content, main content with the inner content of the
// presentation's kind, the right panel for the side panel, and the bottom nav bar. Which parts
// show is decided by the domain layout rules; this page only composes them. A viewer the call cut
// off (SPEC §6) keeps no bottom bar: there is no deck left to page through.
import { Suspense, lazy, type ReactNode } from 'react';
import {
  PresentationKind,
  RouteChild,
  isMobileLayout,
  isViewerBottomBarVisible,
  sidePanelToggles,
} from '@podium/domain';
import { Documents } from '../documents/components/Documents.tsx';
import { OpenSidePanel } from '../panels/components/OpenSidePanel.tsx';
import { PanelToggles } from '../panels/components/PanelToggles.tsx';
import { useSidePanel } from '../panels/useSidePanel.ts';
import { useUnderwriters } from '../panels/useUnderwriters.ts';
import { useCallCutOff } from '../presentation/call-cutoff.store.ts';
import { usePresentation } from '../presentation/presentation.context.ts';
import { PresentationHubHost } from '../presentation-hub/PresentationHubHost.tsx';
import { Slides } from '../slides/components/Slides.tsx';
import { ThumbnailBar } from '../slides/components/ThumbnailBar.tsx';
import { useBottomBarVisible } from '../slides/useBottomBar.ts';
import { withChunkTimeout } from '../../shared/lazy-chunk.ts';
import { ChunkBoundary } from '../../shared/ui/ChunkBoundary.tsx';
import { Loading } from '../../shared/ui/Loading.tsx';
import { TourGate } from '../tour/components/TourGate.tsx';
import { Ticker } from '../chrome/components/Ticker.tsx';
import { KindUnavailable } from './components/KindUnavailable.tsx';
import { SecWarning } from './components/SecWarning.tsx';
import { TopPanel } from './components/TopPanel.tsx';
import { useViewerKind } from './useViewerKind.ts';
import { useViewport } from './useViewport.ts';
import './viewer.css';

// ARCHITECTURE §7: the player and everything on-demand load on first use, in one lazy chunk.
// Every lazy chunk here gives up after the SPEC §9 chunk load timeout and offers a reload.
const MediaKindView = lazy(
  withChunkTimeout(() =>
    import('../media/MediaViews.tsx').then((m) => ({ default: m.MediaKindView })),
  ),
);
const MediaThumbnailBar = lazy(
  withChunkTimeout(() =>
    import('../media/MediaViews.tsx').then((m) => ({ default: m.MediaThumbnailBar })),
  ),
);
// The live call kinds bring the hub client and hls.js: one lazy chunk of their own.
const ConferenceKindView = lazy(
  withChunkTimeout(() =>
    import('../conference/ConferenceViews.tsx').then((m) => ({ default: m.ConferenceKindView })),
  ),
);
const ConferenceThumbnailBar = lazy(
  withChunkTimeout(() =>
    import('../conference/ConferenceViews.tsx').then((m) => ({
      default: m.ConferenceThumbnailBar,
    })),
  ),
);

// Live video: hls.js, the hub client and the live video views, in a lazy chunk of their own.
const LiveVideoKindView = lazy(
  withChunkTimeout(() =>
    import('../live-video/LiveVideoViews.tsx').then((m) => ({ default: m.LiveVideoKindView })),
  ),
);

// NRS Direct: a live slide show its hosts drive (SPEC §3, §4, §6), its own lazy chunk.
const NrsDirectKindView = lazy(
  withChunkTimeout(() =>
    import('../nrs-direct/NrsDirectViews.tsx').then((m) => ({ default: m.NrsDirectKindView })),
  ),
);

function kindContent(routeChild: RouteChild, kind: PresentationKind): ReactNode {
  if (kind === PresentationKind.NrsDirect) {
    return (
      <Suspense fallback={<Loading />}>
        <NrsDirectKindView />
      </Suspense>
    );
  }
  switch (routeChild) {
    case RouteChild.Slides:
      return <Slides />;
    case RouteChild.Documents:
      return <Documents />;
    case RouteChild.MediaSlides:
    case RouteChild.VideoOnly:
    case RouteChild.AudioOnly:
      return (
        <Suspense fallback={<Loading />}>
          <MediaKindView routeChild={routeChild} />
        </Suspense>
      );
    case RouteChild.SlidesConference:
    case RouteChild.Conference:
      return (
        <Suspense fallback={<Loading />}>
          <ConferenceKindView routeChild={routeChild} />
        </Suspense>
      );
    case RouteChild.LiveVideo:
      return (
        <Suspense fallback={<Loading />}>
          <LiveVideoKindView routeChild={routeChild} />
        </Suspense>
      );
    default:
      return <KindUnavailable />;
  }
}

export function ViewerPage() {
  const { presId, presentation } = usePresentation();
  const { kind, routeChild } = useViewerKind();
  const { width, height } = useViewport();
  const sidePanel = useSidePanel();
  const underwriters = useUnderwriters(presId);
  const slidesBarVisible = useBottomBarVisible();
  const callCutOff = useCallCutOff() !== null;

  const mobile = isMobileLayout(width, height);
  // SPEC §2 hides the outer panel of some kinds, yet every kind offers its side panels
  // (sidePanelToggles); the call-only kind keeps its call panels in the page.
  const panels = sidePanelToggles(sidePanel.panels, routeChild === RouteChild.Conference);
  const openPanel = panels.find((panel) => panel === sidePanel.open) ?? null;
  const mediaSlides = routeChild === RouteChild.MediaSlides;
  const slidesConference = routeChild === RouteChild.SlidesConference;
  // NRS Direct pages with its stage's Previous/Next, which the padding windows govern.
  const bottomBar =
    kind !== PresentationKind.NrsDirect &&
    isViewerBottomBarVisible({
      route: routeChild,
      slideBarVisible: slidesBarVisible,
      callCutOff,
    });
  const { ShowSECWarn, ShowSECWarnText } = presentation.Security;
  const secWarning = ShowSECWarn && ShowSECWarnText ? ShowSECWarnText : null;
  const panelOpen = openPanel !== null;

  const className = [
    'viewer',
    mobile ? 'viewer--mobile' : 'viewer--desktop',
    panelOpen ? 'viewer--panel-open' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={className}>
      <TopPanel
        tools={
          panels.length > 0 && (
            <PanelToggles
              panels={panels}
              active={sidePanel.state.active}
              onToggle={sidePanel.toggle}
            />
          )
        }
      />
      <Ticker messages={presentation.TickerMessages} />
      {secWarning && (
        <div className="viewer__top-content">
          <SecWarning text={secWarning} />
        </div>
      )}
      <PresentationHubHost routeChild={routeChild} />
      <div className="viewer__body">
        <main className="viewer__main-content" data-tour="slide-area">
          <div className="viewer__inner-content">
            <ChunkBoundary>{kindContent(routeChild, kind)}</ChunkBoundary>
          </div>
        </main>
        {panelOpen && (
          <div className="viewer__right-panel">
            <ChunkBoundary>
              <OpenSidePanel controls={sidePanel} underwriters={underwriters} />
            </ChunkBoundary>
          </div>
        )}
      </div>
      {bottomBar && (
        <div className="viewer__bottom-bar" data-tour="thumbnails">
          <ChunkBoundary>
            {mediaSlides ? (
              <Suspense fallback={null}>
                <MediaThumbnailBar />
              </Suspense>
            ) : slidesConference ? (
              <Suspense fallback={null}>
                <ConferenceThumbnailBar />
              </Suspense>
            ) : (
              <ThumbnailBar />
            )}
          </ChunkBoundary>
        </div>
      )}
      <TourGate />
    </div>
  );
}
