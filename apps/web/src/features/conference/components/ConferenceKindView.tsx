// A live conference call (SPEC §2): the call status, the event team's message, the slides that
// follow the presenter (SlidesConference), the live audio and, for those who speak in the call,
// the call audio panel (call-audio feature), the pre-event modal, the connection toaster, and the
// SPEC §8 access-revoked (or public-ended) text in place of the call and its deck once access is
// gone; the viewer shell hears of the cut-off too (bottom bar, side panels:
// presentation/call-cutoff.store.ts), for as long as this view shows the call.
// A call that is over (ended, expired, or cancelled: SPEC §4 IsDeleted) loses its audio; once
// its replay is published, the SPEC §2 pre-replay modal offers the replay, which plays with the
// slides turning where they turned during the call.
import { useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import {
  callLiveState,
  endedWithPublishedReplay,
  EventLiveState,
  isCallOverStatus,
  isSimuLiveKind,
  RouteChild,
} from '@podium/domain';
import { setCallCutOff } from '../../presentation/call-cutoff.store.ts';
import { setEventLiveState } from '../../presentation/event-live.store.ts';
import { CallOnlyPanels } from './CallOnlyPanels.tsx';
import { CallAudioPanel } from '../../call-audio/components/CallAudioPanel.tsx';
import { ConnectionToaster } from '../../realtime/components/ConnectionToaster.tsx';
import { selectCutOff, useConferenceStore } from '../conference.store.ts';
import { useConferenceSessionHost } from '../session-host.ts';
import { useCallStatusLine } from '../useCallStatusLine.ts';
import { AccessRevokedAlert } from './AccessRevokedAlert.tsx';
import { CallReplayNotice } from './CallReplayNotice.tsx';
import { CallReplayPlayer } from './CallReplayPlayer.tsx';
import { CallStatusBanner } from './CallStatusBanner.tsx';
import { ConferenceSlideStage } from './ConferenceSlideStage.tsx';
import { LiveAudioPlayer } from './LiveAudioPlayer.tsx';
import { NotificationBanner } from './NotificationBanner.tsx';
import { PreEventModal } from './PreEventModal.tsx';
import { PresenterBar } from './PresenterBar.tsx';
import { useViewerKind } from '../../viewer/useViewerKind.ts';
import { SimuLiveStage } from '../../simulive/components/SimuLiveStage.tsx';
import { PreReplayPrompt, useReplayChoice } from '../../live-video/components/PreReplayPrompt.tsx';
import { useReplaySlides } from '../../live-video/useReplaySlides.ts';
import '../../media/media.css';
import '../conference.css';

interface Props {
  readonly routeChild: RouteChild;
  readonly withSlides: boolean;
}

export function ConferenceKindView({ routeChild, withSlides }: Props) {
  const { t } = useTranslation('conference');
  useConferenceSessionHost(routeChild);
  const cutOff = useConferenceStore(selectCutOff);
  useEffect(() => setCallCutOff(cutOff), [cutOff]);
  // Leaving the call leaves its cut-off behind: the next presentation starts with its own.
  useEffect(() => () => setCallCutOff(null), []);
  const toaster = useConferenceStore((s) => s.toaster);
  const statusLine = useCallStatusLine();
  // SPEC §4/§8: a call that is over (ended, expired, cancelled) keeps its slides and its one
  // status line, but its live audio goes: nothing there may say the call is still to come (the
  // pre-event modal closes itself, isPreEvent).
  const over = isCallOverStatus(statusLine.status);
  // SPEC §1: a simulated-live show is a recording on the server's clock, not a bridge call: its
  // stage replaces the call's status, presenter, slides and live audio; Q&A stays the call's.
  const simuLive = isSimuLiveKind(useViewerKind().kind);
  // The call's live state for the shell (the Welcome panel); a simulated-live stage says its own.
  const liveState = useConferenceStore((s) => callLiveState(s.call));
  useEffect(() => {
    if (!simuLive) setEventLiveState(liveState);
  }, [simuLive, liveState]);
  useEffect(() => () => setEventLiveState(EventLiveState.Unknown), []);
  // SPEC §2/§4: the replay of a call that ended with it published, offered by the pre-replay
  // modal; nobody the call cut off is offered it.
  const replay =
    useConferenceStore((s) => endedWithPublishedReplay(s.call)) && !simuLive && cutOff === null;
  // SPEC §7 GET playback once the call has ended: a replay not yet published, or heard by phone.
  const ended = useConferenceStore((s) => s.call.isEnded) && !simuLive && cutOff === null;
  const [replayChoice, setReplayChoice] = useReplayChoice();
  const onPlayingDate = useReplaySlides(replay, withSlides);
  // A simulated-live video (SPEC §2 SimuLive) shows its video; its side panels are the viewer's.
  const video = routeChild === RouteChild.SimuLive;

  return (
    <div
      className={
        withSlides || video ? 'conference conference--slides' : 'conference conference--call-only'
      }
    >
      <div className="conference__top">
        {!simuLive && <CallStatusBanner line={statusLine} />}
        {ended && <CallReplayNotice />}
        <NotificationBanner />
      </div>
      {cutOff !== null ? (
        <AccessRevokedAlert cutOff={cutOff} />
      ) : simuLive ? (
        <>
          <SimuLiveStage withSlides={withSlides} video={video} />
          {!withSlides && !video && <CallOnlyPanels />}
        </>
      ) : (
        <>
          {withSlides ? (
            <>
              <PresenterBar />
              <div className="conference__stage">
                <ConferenceSlideStage />
              </div>
            </>
          ) : (
            !over && <p className="conference__call-only">{t('callOnly')}</p>
          )}
          {!over && <CallAudioPanel />}
          {!over && <LiveAudioPlayer />}
          {replay && replayChoice === 'watch' && (
            <CallReplayPlayer {...(withSlides ? { onPlayingDate } : {})} />
          )}
          {!withSlides && <CallOnlyPanels />}
          <PreEventModal line={statusLine} />
          <PreReplayPrompt replay={replay} choice={replayChoice} onChoose={setReplayChoice} />
        </>
      )}
      <ConnectionToaster state={toaster} />
    </div>
  );
}
