// SPEC §4 call status as the audience sees it, with the SPEC §8 texts verbatim for the ends of a
// call: LIVE, PRACTICE_SESSION, ENDED, EXPIRED, cancelled.
import { useTranslation } from 'react-i18next';
import type { CallState } from '@podium/domain';
import { useConferenceStore } from '../conference.store.ts';
import { formatStartTime } from '../format-time.ts';

type Banner = {
  readonly key: string;
  readonly tone: 'live' | 'info' | 'ended';
  readonly time?: string;
};

function bannerFor(call: CallState, language: string): Banner | null {
  if (call.isCancelled) return { key: 'status.cancelled', tone: 'ended' };
  if (call.isReplayExpired) return { key: 'status.expired', tone: 'ended' };
  if (call.isEnded) return { key: 'status.ended', tone: 'ended' };
  if (call.isLive) return { key: 'status.live', tone: 'live' };
  if (call.isPractice) return { key: 'status.practice', tone: 'info' };
  if (call.status === null && call.startTimeUtc !== null)
    return {
      key: 'status.startsAt',
      tone: 'info',
      time: formatStartTime(call.startTimeUtc, language),
    };
  return null;
}

export function CallStatusBanner() {
  const { t, i18n } = useTranslation('conference');
  const call = useConferenceStore((s) => s.call);
  const banner = bannerFor(call, i18n.language);
  if (banner === null) return null;
  return (
    <div
      role="status"
      aria-label={t('status.region')}
      className={`conference-status conference-status--${banner.tone}`}
    >
      {banner.tone === 'live' && <span className="conference-status__dot" aria-hidden="true" />}
      {t(banner.key, banner.time === undefined ? {} : { time: banner.time })}
    </div>
  );
}
