// The call's one status line (domain eventStatus): the call state from the store, the clock, and
// the start time shown in the event's zone and the viewer's (SPEC §7 IanaTimeZone). The page
// re-renders when the clock moves the status on (SPEC §9: timers only under 24 h away).
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation.ts';
import {
  callTimeParts,
  endedWithPublishedReplay,
  EventStatus,
  eventStatus,
  isConnectionUp,
  MAX_TIMER_MS,
  nextStatusChangeMs,
  statusBadge,
  type EventStatusInput,
  type StatusBadge,
} from '@podium/domain';
import { viewerTimeZone } from '../../shared/time-zone.ts';
import { maySpeakAtWill } from '../call-audio/useCallAudio.ts';
import { usePresentation } from '../presentation/presentation.context.ts';
import { useConferenceStore } from './conference.store.ts';
import { serverNow } from '../../shared/server-clock.ts';

export interface CallStatusLine {
  readonly status: EventStatus;
  /** The status as shown: a live call the connection lost is not badged `Live`. */
  readonly badge: StatusBadge;
  /** The line as the viewer reads it, in the viewer's language. */
  readonly text: string;
}

export function useCallStatusLine(): CallStatusLine {
  const { t, i18n } = useTranslation('conference');
  const { presentation, user } = usePresentation();
  const call = useConferenceStore((s) => s.call);
  // Practice is the presenters' (SPEC §4): the audience sees the call still to come.
  const presents = useConferenceStore((s) => maySpeakAtWill(user, s.presenters));
  const connectionUp = useConferenceStore((s) => isConnectionUp(s.toaster));
  const [nowMs, setNowMs] = useState(() => serverNow());
  const input: EventStatusInput = {
    kind: 'call',
    startTimeUtc: call.startTimeUtc,
    nowMs,
    isCancelled: call.isCancelled,
    isLive: call.isLive,
    isPractice: call.isPractice && presents,
    isEnded: call.isEnded,
    isReplayExpired: call.isReplayExpired,
    // SPEC §4: a call that ended with its replay published says so (its views play it).
    isReplayAvailable: endedWithPublishedReplay(call),
  };
  const status = eventStatus(input);
  const nextChange = nextStatusChangeMs(input);

  useEffect(() => {
    if (nextChange === null || nextChange >= MAX_TIMER_MS) return undefined;
    const timer = setTimeout(() => setNowMs(serverNow()), nextChange);
    return () => clearTimeout(timer);
  }, [nextChange]);
  // A moved start time is measured from now, not from the last render.
  useEffect(() => setNowMs(serverNow()), [call.startTimeUtc]);

  const parts =
    call.startTimeUtc === null
      ? null
      : callTimeParts(
          call.startTimeUtc,
          presentation.EventInfo.Timezone,
          viewerTimeZone(),
          i18n.language,
        );
  const time =
    parts === null
      ? null
      : parts.viewerTime === null
        ? parts.eventTime
        : t('time.withViewer', { eventTime: parts.eventTime, viewerTime: parts.viewerTime });
  const badge = statusBadge(status, connectionUp);
  const text = badge === 'offline' ? t('status.offline') : statusText(status, time, t);
  // The same line while nothing shown changes, so the components it is given keep theirs.
  return useMemo(() => ({ status, badge, text }), [status, badge, text]);
}

function statusText(
  status: EventStatus,
  time: string | null,
  t: (key: string, options?: Record<string, string>) => string,
): string {
  switch (status) {
    case EventStatus.NotStarted:
      return time === null ? t('status.notStarted') : t('status.notStartedAt', { time });
    case EventStatus.Available:
      return t('status.available', { time: time ?? '' });
    case EventStatus.StartingSoon:
      return time === null ? t('status.startingSoonNoTime') : t('status.startingSoon', { time });
    default:
      return t(`status.${status}`);
  }
}
