// SPEC §2 /{presId}/viewer/: top panel, top content, main content with the inner content of the
// presentation's kind, the right panel for the side panel, and the bottom nav bar. Which parts
// show is decided by the domain layout rules; this page only composes them. A viewer the call cut
// off (SPEC §6) keeps no bottom bar: there is no deck left to page through.
import { lazy, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PresentationKind,
  RouteChild,
  isMobileLayout,
  isViewerBottomBarVisible,
  sidePanelToggles,
} from '@podium/domain';
import { LinkedShowsSlot } from '../linked-shows/components/LinkedShowsSlot.tsx';
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
import { TourGate } from '../tour/components/TourGate.tsx';
import { KindUnavailable } from './components/KindUnavailable.tsx';
import { SecWarning } from './components/SecWarning.tsx';
import { PricingMessage } from '../retail/components/PricingMessage.tsx';
import { TopPanel } from './components/TopPanel.tsx';
import { useViewerKind } from './useViewerKind.ts';
import { useViewport } from './useViewport.ts';
import './viewer.css';
import { LazyBoundary } from '../../shared/ui/LazyBoundary.tsx';

// A side panel shows once it is opened: its panels are a lazy chunk of their own.
const OpenSidePanel = lazy(
  withChunkTimeout(() =>
    import('../panels/components/OpenSidePanel.tsx').then((m) => ({ default: m.OpenSidePanel })),
  ),
);

// Only events with ticker messages need the ticker.
const Ticker = lazy(
  withChunkTimeout(() =>
    import('../chrome/components/Ticker.tsx').then((m) => ({ default: m.Ticker })),
  ),
);

// The document-only kind is not on every first screen: a lazy chunk of its own.
const Documents = lazy(
  withChunkTimeout(() =>
    import('../documents/components/Documents.tsx').then((m) => ({ default: m.Documents })),
  ),
);

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
// The live call kinds (and the simulated-live video, which rides on a call) bring the hub client
// and hls.js: one lazy chunk of their own.
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

// Small group meetings: WebRTC, the hub client and the meeting views, their own lazy chunk.
const MeetingKindView = lazy(() =>
  import('../meeting/MeetingViews.tsx').then((m) => ({ default: m.MeetingKindView })),
);

/** The skip link's target: the main content, which holds the presentation. */
const MAIN_CONTENT_ID = 'presentation';

function kindContent(routeChild: RouteChild, kind: PresentationKind): ReactNode {
  if (kind === PresentationKind.NrsDirect) {
    return (
      <LazyBoundary>
        <NrsDirectKindView />
      </LazyBoundary>
    );
  }
  switch (routeChild) {
    case RouteChild.Slides:
      return <Slides />;
    case RouteChild.Documents:
      return (
        <LazyBoundary>
          <Documents />
        </LazyBoundary>
      );
    case RouteChild.MediaSlides:
    case RouteChild.VideoOnly:
    case RouteChild.AudioOnly:
      return (
        <LazyBoundary>
          <MediaKindView routeChild={routeChild} />
        </LazyBoundary>
      );
    case RouteChild.SlidesConference:
    case RouteChild.Conference:
    case RouteChild.SimuLive:
      return (
        <LazyBoundary>
          <ConferenceKindView routeChild={routeChild} />
        </LazyBoundary>
      );
    case RouteChild.LiveVideo:
      return (
        <LazyBoundary>
          <LiveVideoKindView routeChild={routeChild} />
        </LazyBoundary>
      );
    case RouteChild.SmallGroupMeeting:
      return (
        <LazyBoundary>
          <MeetingKindView />
        </LazyBoundary>
      );
    default:
      return <KindUnavailable />;
  }
}

export function ViewerPage() {
  const { t } = useTranslation('viewer');
  const { presId, presentation } = usePresentation();
  const main = useRef<HTMLElement>(null);
  // Entering puts the keyboard at the presentation, not at the top of the page's chrome; a
  // dialog that took the focus first (a modal greeting the viewer) keeps it.
  useEffect(() => {
    const focused = document.activeElement;
    if (focused === null || focused === document.body) main.current?.focus();
  }, []);
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
  const pricing = presentation.Retail_PricingMessage;
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
      <a
        className="viewer__skip"
        href={`#${MAIN_CONTENT_ID}`}
        onClick={(event) => {
          event.preventDefault();
          main.current?.focus();
        }}
      >
        {t('skipToPresentation')}
      </a>
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
      <LinkedShowsSlot presId={presId} title={presentation.TitleBarWeb} />
      {presentation.TickerMessages.length > 0 && (
        <LazyBoundary fallback={null}>
          <Ticker messages={presentation.TickerMessages} />
        </LazyBoundary>
      )}
      {(secWarning || pricing) && (
        <div className="viewer__top-content">
          {secWarning && <SecWarning text={secWarning} folded={mobile} />}
          {pricing && <PricingMessage text={pricing} />}
        </div>
      )}
      <PresentationHubHost routeChild={routeChild} />
      <div className="viewer__body">
        <main
          ref={main}
          id={MAIN_CONTENT_ID}
          // A tab stop too: the keyboard scrolls it where the kind shows no control of its own.
          tabIndex={0}
          className="viewer__main-content"
          data-tour="slide-area"
        >
          <div className="viewer__inner-content">{kindContent(routeChild, kind)}</div>
        </main>
        {panelOpen && (
          <div className="viewer__right-panel">
            <LazyBoundary>
              <OpenSidePanel controls={sidePanel} underwriters={underwriters} />
            </LazyBoundary>
          </div>
        )}
      </div>
      {bottomBar && (
        <div className="viewer__bottom-bar" data-tour="thumbnails">
          {mediaSlides ? (
            <LazyBoundary fallback={null}>
              <MediaThumbnailBar />
            </LazyBoundary>
          ) : slidesConference ? (
            <LazyBoundary fallback={null}>
              <ConferenceThumbnailBar />
            </LazyBoundary>
          ) : (
            <ThumbnailBar />
          )}
        </div>
      )}
      <TourGate />
    </div>
  );
}
