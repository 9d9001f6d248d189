// SPEC §2 LiveVideo: the live video webinar (slides and video laid out by the focus view, SPEC
// §4) and the video webinar (conference call plus live video, no slides). The call session
// carries the slides that follow the presenter, Q&A and the hub; the live video follows the
// event's status. Before the broadcast, after the end and once the replay expired, the SPEC §4
// state is shown with its SPEC §8 text; the replay plays with the slides turning at the
// recorded moments, once the viewer has answered the SPEC §2 pre-replay modal.
// A browser that cannot show the broadcast (SPEC §8: iOS, Safari) gets its SPEC §8 text in its
// place; Safari plays the broadcast's sound above that text.
// In video-only focus (SPEC §4) the slides leave the stage; those who may still change them get
// the bottom bar and the arrow keys, and their change brings the previous view back.
import { useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import {
  effectiveFocus,
  FOCUSED_VIEWS,
  focusLayout,
  EventLiveState,
  hasSlides,
  liveVideoLiveState,
  LiveVideoPhase,
  playsLiveStream,
  type FocusedView,
  type RouteChild,
  StreamingNotice,
  StreamPlace,
  StreamPlay,
  streamingSupport,
} from '@podium/domain';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { setEventLiveState } from '../../presentation/event-live.store.ts';
import { ConnectionToaster } from '../../realtime/components/ConnectionToaster.tsx';
import { ConferenceSlideStage } from '../../conference/components/ConferenceSlideStage.tsx';
import { useConferenceStore } from '../../conference/conference.store.ts';
import { useConferenceSession, useConferenceSessionHost } from '../../conference/session-host.ts';
import { useLiveVideoStore } from '../live-video.store.ts';
import { useReplaySlides } from '../useReplaySlides.ts';
import { useDocumentsOnStart } from '../useDocumentsOnStart.ts';
import { useFocusChoice } from '../useFocusChoice.ts';
import { setLiveVideoReplay } from '../../tour/tour.store.ts';
import { useLiveVideoFollow } from '../useLiveVideoFollow.ts';
import { useLiveVideoPhase } from '../useLiveVideoPhase.ts';
import { useReplaySource } from '../useReplaySource.ts';
import { useVideoOnlySlides } from '../useVideoOnlySlides.ts';
import { LiveDeckReport } from './LiveDeckReport.tsx';
import { PhaseScreen } from './PhaseScreen.tsx';
import { PreReplayPrompt, useReplayChoice } from './PreReplayPrompt.tsx';
import { VideoOnlySlideKeys } from './VideoOnlySlideKeys.tsx';
import { VideoStage } from './VideoStage.tsx';

export function LiveVideoKindView({ routeChild }: { readonly routeChild: RouteChild }) {
  const { t } = useTranslation('liveVideo');
  const { presentation } = usePresentation();
  useConferenceSessionHost(routeChild);
  useLiveVideoFollow();
  useDocumentsOnStart();
  const view = useLiveVideoPhase();
  const focus = useLiveVideoStore((s) => effectiveFocus(s.focus));
  const stream = useLiveVideoStore((s) => s.stream);
  const toaster = useConferenceStore((s) => s.toaster);
  // Presenters and coordinators see a slide change at once; attendees as their stream shows it.
  const session = useConferenceSession();
  const runsEvent = session?.followsPresenterList() ?? false;

  // The stream plays while the broadcast is on, through a connection error (the phase then says
  // Started above the stage, which tries again).
  const broadcasting = view.status !== null && playsLiveStream(view.status);
  const replay = view.phase === LiveVideoPhase.ReplayAvailable;
  const { url: replayUrl, renew: renewReplay } = useReplaySource(replay);
  const focusChoice = useFocusChoice();
  // SPEC §2: no guided tour over a replay. The tour waits until the event's state is known.
  const known = view.status !== null;
  useEffect(() => {
    if (known) setLiveVideoReplay(replay);
  }, [known, replay]);
  useEffect(() => () => setLiveVideoReplay(null), []);
  // The event's live state for the shell: no Welcome checklist once it started or is over.
  const liveState = liveVideoLiveState(view.status);
  useEffect(() => setEventLiveState(liveState), [liveState]);
  useEffect(() => () => setEventLiveState(EventLiveState.Unknown), []);
  // SPEC §2 pre-replay modal: the replay plays only once the viewer chose to watch it.
  const [replayChoice, setReplayChoice] = useReplayChoice();
  const watchingReplay = replay && replayChoice === 'watch';
  const withSlides = hasSlides(presentation);
  const layout = withSlides ? focusLayout(focus) : focusLayout(100);

  // SPEC §4: live video ended with replay available: slide index 0, slide transitions load.
  const onPlayingDate = useReplaySlides(replay, withSlides);

  const videoUrl = broadcasting ? (stream?.Url ?? null) : watchingReplay ? replayUrl : null;
  const showVideo = (broadcasting || watchingReplay) && layout.showVideo;
  // SPEC §8 streaming restrictions are the live broadcast's; a replay plays as it is.
  const support = streamingSupport(navigator.userAgent, StreamPlace.LiveVideo);
  const plays = broadcasting ? support.plays : StreamPlay.Full;
  const notice = t(NOTICE_KEYS[support.notice]);
  const stage = videoUrl !== null && (
    <VideoStage
      key={videoUrl}
      url={videoUrl}
      live={broadcasting}
      slidesFollowStream={!runsEvent}
      notSupported={notice}
      {...(plays === StreamPlay.AudioOnly
        ? {
            media: 'audio' as const,
            texts: { media: t('audio'), loading: t('loading'), error: t('error') },
          }
        : {})}
      {...(broadcasting ? {} : { renew: renewReplay })}
      {...(replay && withSlides ? { onPlayingDate } : {})}
    />
  );
  const showSlides = withSlides && layout.showSlides && view.phase !== LiveVideoPhase.ReplayExpired;
  // SPEC §5: whether the viewer may page on their own depends on the event's state.
  const deckState = { ended: view.status?.HasEnded ?? false, replayAvailable: replay };
  // The slides are on screen: beside the stream or the replay, or alone once the event started.
  const slidesOnScreen = showSlides && (broadcasting || replay || view.status?.HasStarted === true);
  // SPEC §4: off the stage in video-only focus, yet still changeable by those allowed to.
  const pagesInVideoOnly = useVideoOnlySlides(replay);
  const videoOnlyPaging = pagesInVideoOnly && withSlides && (broadcasting || watchingReplay);

  return (
    <div
      className={`live-video live-video--${layout.primary} live-video--focus-${focus}`}
      data-phase={view.phase}
    >
      <PhaseScreen
        phase={view.phase}
        startTimeUtc={view.startTimeUtc}
        nowMs={view.nowMs}
        replayExpected={view.replayExpected}
      />
      {(broadcasting || replay) && (
        <div className="live-video__layout">
          {showVideo && plays !== StreamPlay.Full && (
            <div className="live-video__restricted">
              {plays === StreamPlay.AudioOnly && stage}
              <p className="live-video__notice" role="status">
                {notice}
              </p>
            </div>
          )}
          {showVideo && plays === StreamPlay.Full && stage}
          {showSlides && (
            <div className="live-video__slides">
              <ConferenceSlideStage liveVideo={deckState} />
            </div>
          )}
        </div>
      )}
      {!broadcasting && !replay && showSlides && view.status?.HasStarted && (
        <div className="live-video__slides">
          <ConferenceSlideStage liveVideo={deckState} />
        </div>
      )}
      {withSlides && (broadcasting || replay) && (
        <label className="live-video__local-view">
          {t(focusChoice.scope === 'shared' ? 'focus.group' : 'focus.local')}{' '}
          <select
            value={focus}
            onChange={(e) => focusChoice.choose(Number(e.target.value) as FocusedView)}
          >
            {FOCUSED_VIEWS.map((v) => (
              <option key={v} value={v}>
                {t(`focus.v${v}`)}
              </option>
            ))}
          </select>
          {focusChoice.failed && <span role="alert">{t('focus.failed')}</span>}
        </label>
      )}
      {videoOnlyPaging && <VideoOnlySlideKeys liveVideo={deckState} />}
      <LiveDeckReport
        shown={slidesOnScreen || videoOnlyPaging}
        ended={deckState.ended}
        replayAvailable={replay}
        replayType={view.replayType}
      />
      <PreReplayPrompt replay={replay} choice={replayChoice} onChoose={setReplayChoice} />
      <ConnectionToaster state={toaster} />
    </div>
  );
}

/** The SPEC §8 Browser Not Supported texts of the live video. */
const NOTICE_KEYS: Readonly<Record<StreamingNotice, string>> = {
  [StreamingNotice.UnableToStream]: 'notSupported',
  [StreamingNotice.StreamingUnavailable]: 'notSupported',
  [StreamingNotice.StreamAudioAbove]: 'streamAudioAbove',
  [StreamingNotice.NotOnIos]: 'notOnIos',
};
