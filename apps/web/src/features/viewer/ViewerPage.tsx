// SPEC §2 /{presId}/viewer/: top panel, top content, main content with the inner content of the
// presentation's kind, the right panel for the side panel, and the bottom nav bar. Which parts
// show is decided by the domain layout rules; this page only composes them. A viewer the call cut
// off (SPEC §6) keeps no bottom bar: there is no deck left to page through.
// The outer panel (SPEC §2) is the framed presentation panel that holds the inner content; the
// kinds whose outer panel SPEC §2 hides (VideoOnly, AudioOnly, call-only Conference) show their
// player or call page straight on the page, with no panel around it. Their side panels stay
// offered in the top panel (sidePanelToggles).
import { lazy, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation.ts';
import {
  PresentationKind,
  RouteChild,
  isMobileLayout,
  isOuterPanelVisible,
  isViewerBottomBarVisible,
  kindViewOf,
  sidePanelToggles,
} from '@podium/domain';
import { LinkedShowsSlot } from '../linked-shows/components/LinkedShowsSlot.tsx';
import { PanelToggles } from '../panels/components/PanelToggles.tsx';
import { loadOpenSidePanel } from '../panels/panel-chunks.ts';
import { useSidePanel } from '../panels/useSidePanel.ts';
import { useUnderwriters } from '../panels/useUnderwriters.ts';
import { useCallCutOff } from '../presentation/call-cutoff.store.ts';
import { usePresentation } from '../presentation/presentation.context.ts';
import { PresentationHubHost } from '../presentation-hub/PresentationHubHost.tsx';
import { Slides } from '../slides/components/Slides.tsx';
import { ThumbnailBar } from '../slides/components/ThumbnailBar.tsx';
import { useBottomBarVisible } from '../slides/useBottomBar.ts';
import { withChunkTimeout } from '../../shared/lazy-chunk.ts';
import { dismissFirstSlidePoster } from '../../shared/first-slide-poster.ts';
import { TourGate } from '../tour/components/TourGate.tsx';
import { KindUnavailable } from './components/KindUnavailable.tsx';
import { SecWarning } from './components/SecWarning.tsx';
import { PricingMessage } from '../retail/components/PricingMessage.tsx';
import { TopPanel } from './components/TopPanel.tsx';
import { useViewerKind } from './useViewerKind.ts';
import { browserBannerWanted } from '../chrome/browser-banner.ts';
import {
  loadConferenceViews,
  loadDocuments,
  loadLiveVideoViews,
  loadMediaViews,
  loadMeetingViews,
  loadNrsDirectViews,
} from './kind-views.ts';
import { useViewport } from './useViewport.ts';
import './viewer.css';
import { LazyBoundary } from '../../shared/ui/LazyBoundary.tsx';

// A side panel shows once it is opened: its panels are a lazy chunk of their own.
const OpenSidePanel = lazy(
  withChunkTimeout(() => loadOpenSidePanel().then((m) => ({ default: m.OpenSidePanel }))),
);

// Only a browser outside SPEC §5's supported list needs the banner saying so.
const BrowserBanner = lazy(
  withChunkTimeout(() =>
    import('../chrome/components/BrowserBanner.tsx').then((m) => ({ default: m.BrowserBanner })),
  ),
);

// Only events with ticker messages need the ticker.
const Ticker = lazy(
  withChunkTimeout(() =>
    import('../chrome/components/Ticker.tsx').then((m) => ({ default: m.Ticker })),
  ),
);

// The kinds' views: lazy chunks of their own (kind-views.ts). Every lazy chunk here gives up after
// the SPEC §9 chunk load timeout and offers a reload.
const Documents = lazy(
  withChunkTimeout(() => loadDocuments().then((m) => ({ default: m.Documents }))),
);
const MediaKindView = lazy(
  withChunkTimeout(() => loadMediaViews().then((m) => ({ default: m.MediaKindView }))),
);
const MediaThumbnailBar = lazy(
  withChunkTimeout(() => loadMediaViews().then((m) => ({ default: m.MediaThumbnailBar }))),
);
const ConferenceKindView = lazy(
  withChunkTimeout(() => loadConferenceViews().then((m) => ({ default: m.ConferenceKindView }))),
);
const ConferenceThumbnailBar = lazy(
  withChunkTimeout(() =>
    loadConferenceViews().then((m) => ({ default: m.ConferenceThumbnailBar })),
  ),
);
const LiveVideoKindView = lazy(
  withChunkTimeout(() => loadLiveVideoViews().then((m) => ({ default: m.LiveVideoKindView }))),
);
const LiveVideoThumbnailBar = lazy(
  withChunkTimeout(() => loadLiveVideoViews().then((m) => ({ default: m.LiveVideoThumbnailBar }))),
);
const NrsDirectKindView = lazy(
  withChunkTimeout(() => loadNrsDirectViews().then((m) => ({ default: m.NrsDirectKindView }))),
);
const NrsDirectThumbnailBar = lazy(
  withChunkTimeout(() => loadNrsDirectViews().then((m) => ({ default: m.NrsDirectThumbnailBar }))),
);
const MeetingKindView = lazy(() =>
  loadMeetingViews().then((m) => ({ default: m.MeetingKindView })),
);

/**
 * Rendered beside the kind's main content, inside its lazy boundary: it mounts when that content
 * does, and then the first slide's poster (shared/first-slide-poster.ts) has done its part.
 */
function MainContentShown() {
  useEffect(() => dismissFirstSlidePoster(), []);
  return null;
}

/** The skip link's target: the main content, which holds the presentation. */
const MAIN_CONTENT_ID = 'presentation';

function kindContent(routeChild: RouteChild, kind: PresentationKind): ReactNode {
  const view = kindViewOf(kind, routeChild);
  switch (view) {
    case 'slides':
      return (
        <>
          <Slides />
          <MainContentShown />
        </>
      );
    case 'unavailable':
      return (
        <>
          <KindUnavailable />
          <MainContentShown />
        </>
      );
    case 'nrsDirect':
      return (
        <LazyBoundary>
          <NrsDirectKindView />
          <MainContentShown />
        </LazyBoundary>
      );
    case 'documents':
      return (
        <LazyBoundary>
          <Documents />
          <MainContentShown />
        </LazyBoundary>
      );
    case 'media':
      return (
        <LazyBoundary>
          <MediaKindView routeChild={routeChild} />
          <MainContentShown />
        </LazyBoundary>
      );
    case 'conference':
      return (
        <LazyBoundary>
          <ConferenceKindView routeChild={routeChild} />
          <MainContentShown />
        </LazyBoundary>
      );
    case 'liveVideo':
      return (
        <LazyBoundary>
          <LiveVideoKindView routeChild={routeChild} />
          <MainContentShown />
        </LazyBoundary>
      );
    case 'meeting':
      return (
        <LazyBoundary>
          <MeetingKindView />
          <MainContentShown />
        </LazyBoundary>
      );
    default: {
      const unknown: never = view;
      return unknown;
    }
  }
}

/** The bottom bar's thumbnails of the route's deck: each kind's own navigation (SPEC §4, §5). */
function thumbnailBar(routeChild: RouteChild, kind: PresentationKind): ReactNode {
  switch (routeChild) {
    case RouteChild.MediaSlides:
      return (
        <LazyBoundary fallback={null}>
          <MediaThumbnailBar />
        </LazyBoundary>
      );
    case RouteChild.SlidesConference:
      return (
        <LazyBoundary fallback={null}>
          <ConferenceThumbnailBar />
        </LazyBoundary>
      );
    case RouteChild.LiveVideo:
      return (
        <LazyBoundary fallback={null}>
          {kind === PresentationKind.NrsDirect ? (
            <NrsDirectThumbnailBar />
          ) : (
            <LiveVideoThumbnailBar />
          )}
        </LazyBoundary>
      );
    default:
      return <ThumbnailBar />;
  }
}

export function ViewerPage() {
  const { t } = useTranslation('viewer');
  const { presId, presentation } = usePresentation();
  const main = useRef<HTMLElement>(null);
  // Entering puts the keyboard at the presentation, not at the top of the page's chrome; a
  // dialog that took the focus first (a modal greeting the viewer) keeps it. Focusing needs the
  // page laid out: asked in the next frame, it uses the frame's own layout instead of forcing
  // one of the whole new page in the middle of its first effects.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const focused = document.activeElement;
      if (focused === null || focused === document.body) main.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  const { kind, routeChild } = useViewerKind();
  const { width, height } = useViewport();
  const mobile = isMobileLayout(width, height);
  const sidePanel = useSidePanel(mobile);
  const underwriters = useUnderwriters(presId);
  const slidesBarVisible = useBottomBarVisible();
  const callCutOff = useCallCutOff() !== null;
  const [browserBanner] = useState(() => browserBannerWanted(navigator.userAgent));

  // SPEC §2 hides the outer panel of some kinds, yet every kind offers its side panels
  // (sidePanelToggles); the call-only kind keeps its call panels in the page.
  const panels = sidePanelToggles(sidePanel.panels, routeChild === RouteChild.Conference);
  const openPanel = panels.find((panel) => panel === sidePanel.open) ?? null;
  const bottomBar = isViewerBottomBarVisible({
    route: routeChild,
    slideBarVisible: slidesBarVisible,
    callCutOff,
  });
  const outerPanel = isOuterPanelVisible(routeChild);
  const { ShowSECWarn, ShowSECWarnText } = presentation.Security;
  const secWarning = ShowSECWarn && ShowSECWarnText ? ShowSECWarnText : null;
  const pricing = presentation.Retail_PricingMessage;
  const panelOpen = openPanel !== null;
  // The kind's view, the hub and the bottom bar as the same elements while the kind stays: the
  // page's own changes (the underwriters' answer, a panel opened) do not render them again.
  const content = useMemo(() => kindContent(routeChild, kind), [routeChild, kind]);
  const hubHost = useMemo(() => <PresentationHubHost routeChild={routeChild} />, [routeChild]);
  const thumbnails = useMemo(() => thumbnailBar(routeChild, kind), [routeChild, kind]);

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
      {browserBanner && (
        <LazyBoundary fallback={null}>
          <BrowserBanner />
        </LazyBoundary>
      )}
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
      {hubHost}
      <div className="viewer__body">
        <main
          ref={main}
          id={MAIN_CONTENT_ID}
          // A tab stop too: the keyboard scrolls it where the kind shows no control of its own.
          tabIndex={0}
          className="viewer__main-content"
          data-tour="slide-area"
        >
          {outerPanel ? (
            <section className="viewer__outer-panel" aria-label={t('outerPanel')}>
              <div className="viewer__inner-content">{content}</div>
            </section>
          ) : (
            <div className="viewer__inner-content">{content}</div>
          )}
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
          {thumbnails}
        </div>
      )}
      <TourGate />
    </div>
  );
}
