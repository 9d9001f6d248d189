// The small group meeting (SPEC §1, §2, §4, §6): before the start the state (waiting, starting
// soon, launching in progress) with the slides once PreMeetingAccessMinutes allow; while it runs
// a tile per participant with the slides the host turns; after the end the post-meeting view for
// PostMeetingAccessMinutes. Hosts start, end, mute and remove; everyone joins and leaves (under
// the SPEC §2 loader overlay until the leave completes). The dial-in numbers and the calendar
// file show on the page and in the attendees' pre-event modal.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { PendingConfirm } from '../../../shared/ui/PendingConfirm.tsx';
import { useConfirm } from '../../../shared/ui/useConfirm.ts';
import {
  isInMeeting,
  meetingBottomBarVisible,
  meetingPhase,
  MeetingPhase,
  meetingRoleOf,
  meetingSlidesShown,
  postMeetingView,
  preEventModalOpen,
  RouteChild,
  SgmRole,
  showsLaunchInProgress,
  SmallGroupMeetingDataSchema,
  type SmallGroupMeetingData,
} from '@podium/domain';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { useConferenceSessionHost } from '../../conference/session-host.ts';
import { ConferenceThumbnailBar } from '../../conference/components/ConferenceThumbnailBar.tsx';
import { useConferenceDeck } from '../../conference/useConferenceDeck.ts';
import { formatLocalTime } from '../meeting-time.ts';
import { joinDetails, participantAction, sendMeetingUpdate } from '../meeting.api.ts';
import { setMeeting, useMeetingStore } from '../meeting.store.ts';
import { useMeetingDialIn } from '../useMeetingDialIn.ts';
import { useMeetingSession } from '../useMeetingSession.ts';
import { MeetingControls } from './MeetingControls.tsx';
import { MeetingDialIn } from './MeetingDialIn.tsx';
import { MeetingLeaving } from './MeetingLeaving.tsx';
import { MeetingNotices } from './MeetingNotices.tsx';
import { MeetingPreEventModal } from './MeetingPreEventModal.tsx';
import { MeetingSlideStage } from './MeetingSlideStage.tsx';
import { MeetingTiles } from './MeetingTiles.tsx';
import '../meeting.css';

/** How often the page re-reads the clock for the time-driven states (starting soon, windows). */
const CLOCK_TICK_MS = 1_000;

export function MeetingKindView() {
  const { presentation } = usePresentation();
  const data = SmallGroupMeetingDataSchema.safeParse(presentation.SmallGroupMeetingData);
  if (!data.success) return null;
  return <Meeting data={data.data} />;
}

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Meeting({ data }: { readonly data: SmallGroupMeetingData }) {
  const { t } = useTranslation('meeting');
  const { presId, user } = usePresentation();
  // The slides follow the host through the meeting's call (SPEC §2 SGM with slides).
  useConferenceSessionHost(RouteChild.SlidesConference);
  const session = useMeetingSession(data);
  const state = useMeetingStore();
  const deck = useConferenceDeck();
  const now = useNow();
  const dialIn = useMeetingDialIn(presId, data.MeetingId);
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const role = meetingRoleOf(user?.SgmRole ?? SgmRole.None);
  const phase = meetingPhase({ status: state.status, data, nowMs: now });
  const post = postMeetingView(state.status, data, now);
  const coreId = session.coreUserId;

  const run = (work: () => Promise<void>) => {
    setBusy(true);
    setMeeting({ actionFailed: false });
    void work()
      .catch(() => setMeeting({ actionFailed: true }))
      .finally(() => setBusy(false));
  };
  const start = () =>
    run(async () => {
      if (coreId === null) return;
      await joinDetails(presId, data.MeetingId, coreId, true);
      if (!state.status.IsMeetingLaunchInProgress)
        await sendMeetingUpdate(presId, data.MeetingId, {
          Source: 16,
          IsMeetingLaunchInProgress: true,
        });
      await sendMeetingUpdate(presId, data.MeetingId, { Source: 1 });
      await session.refresh();
      await session.media?.join({ microphoneId: null, cameraId: null });
    });
  const join = (choice: Parameters<NonNullable<typeof session.media>['join']>[0]) =>
    run(async () => {
      if (coreId === null) return;
      await joinDetails(presId, data.MeetingId, coreId, session.isHost);
      await session.media?.join(choice);
    });
  const end = () =>
    run(async () => {
      await sendMeetingUpdate(presId, data.MeetingId, { Source: 2 });
      await session.refresh();
    });
  // Ending the meeting ends it for everyone: asked first.
  const { pending, ask, close } = useConfirm();
  const askEnd = () =>
    ask(t('confirmEnd.title'), t('confirmEnd.message'), end, {
      confirm: t('confirmEnd.confirm'),
      cancel: t('confirmEnd.cancel'),
    });
  const leave = () => {
    setLeaving(true);
    void session.leave().finally(() => setLeaving(false));
  };
  const act = (target: number, action: 'mute' | 'remove') =>
    run(() => participantAction(presId, data.MeetingId, target, action));
  const microphone = (on: boolean) => {
    if (on && state.mutedByHost && coreId !== null) {
      run(async () => {
        await participantAction(presId, data.MeetingId, coreId, 'unmute');
        setMeeting({ mutedByHost: false });
        session.media?.setMicrophone(true);
      });
      return;
    }
    session.media?.setMicrophone(on);
  };

  const slidesInput = { phase, status: state.status, data, sgmRole: role, nowMs: now };
  const slidesShown = meetingSlidesShown(slidesInput);
  const bottomBar = meetingBottomBarVisible({
    ...slidesInput,
    canNavigateSlides: deck.index !== null,
    slideCount: deck.slides.length,
  });
  const modalOpen =
    preEventModalOpen(phase, role) &&
    !state.preEventDismissed &&
    !state.removed &&
    !isInMeeting(state.connection);
  const slidesLater = slidesShown
    ? null
    : t('slidesLater', {
        time: formatLocalTime(
          new Date(
            Date.parse(data.StartDateUTC) - data.PreMeetingAccessMinutes * 60_000,
          ).toISOString(),
        ),
      });
  // The host is the one the others wait for: starting soon tells them to start it.
  const phaseText =
    phase === MeetingPhase.Waiting
      ? t('phase.waiting', { time: formatLocalTime(data.StartDateUTC) })
      : phase === MeetingPhase.StartingSoon && session.isHost
        ? t('phase.startingSoonHost')
        : t(`phase.${phase}`);
  const visiblePhase =
    phase === MeetingPhase.LaunchInProgress && !showsLaunchInProgress(phase, role)
      ? t('phase.startingSoon')
      : phaseText;

  const dialInView = (
    <MeetingDialIn
      data={data}
      load={dialIn.load}
      calendarUrl={phase === MeetingPhase.Ended ? null : dialIn.calendarUrl}
    />
  );

  return (
    <>
      <div className="meeting" data-phase={phase} aria-busy={leaving}>
        {state.removed ? (
          <p role="alert" className="meeting__alert">
            {t('removed')}
          </p>
        ) : (
          <>
            <p role="status" className="meeting__phase">
              {visiblePhase}
            </p>
            {modalOpen && (
              <MeetingPreEventModal
                statusText={visiblePhase}
                slidesLater={slidesLater}
                dialIn={dialInView}
                busy={busy}
                onClose={() => setMeeting({ preEventDismissed: true })}
                {...(phase === MeetingPhase.Started
                  ? {
                      onJoin: () => {
                        setMeeting({ preEventDismissed: true });
                        join({ microphoneId: null, cameraId: null });
                      },
                    }
                  : {})}
              />
            )}
            {phase === MeetingPhase.Ended && (
              <section className="meeting__post" aria-label={t('phase.ended')}>
                <p>
                  {post === 'open' && state.status.EndTime
                    ? t('postMeeting', {
                        time: formatLocalTime(
                          new Date(
                            Date.parse(state.status.EndTime) +
                              data.PostMeetingAccessMinutes * 60_000,
                          ).toISOString(),
                        ),
                      })
                    : t('postMeetingClosed')}
                </p>
              </section>
            )}
            {phase !== MeetingPhase.Ended && (
              <MeetingControls
                phase={phase}
                isHost={session.isHost}
                joinOffered={!modalOpen}
                busy={busy || leaving}
                onStart={start}
                onEnd={askEnd}
                onJoin={join}
                onLeave={leave}
                onMicrophone={microphone}
                onCamera={(on) => session.media?.setCamera(on)}
                onDevices={(choice) => void session.media?.switchDevices(choice)}
                onScreen={(share) =>
                  run(async () => {
                    if (share) await session.media?.shareScreen();
                    else await session.media?.stopScreen();
                  })
                }
              />
            )}
            <MeetingNotices />
            <PendingConfirm
              pending={pending}
              close={close}
              confirmLabel={t('confirmEnd.confirm')}
              cancelLabel={t('confirmEnd.cancel')}
            />
            {phase === MeetingPhase.Started && (
              <MeetingTiles self={coreId} {...(session.isHost ? { onAct: act } : {})} />
            )}
            {slidesShown ? (
              <div className="meeting__slides">
                <MeetingSlideStage />
              </div>
            ) : (
              phase !== MeetingPhase.Ended && <p className="meeting__slides-later">{slidesLater}</p>
            )}
            {bottomBar && (
              <div className="meeting__bottom-bar">
                <ConferenceThumbnailBar />
              </div>
            )}
            {dialInView}
          </>
        )}
      </div>
      {leaving && <MeetingLeaving />}
    </>
  );
}
