// The call's one status line (domain eventStatus), with the SPEC §8 texts verbatim for the ends
// of a call: every state and moment gets exactly one line, never two that disagree. A live call
// whose connection is lost shows no `Live` badge until the hub is back.
import { memo } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { EventStatus, type StatusBadge } from '@podium/domain';
import type { CallStatusLine } from '../useCallStatusLine.ts';

const TONES: Record<StatusBadge, 'live' | 'info' | 'ended'> = {
  offline: 'info',
  [EventStatus.NotStarted]: 'info',
  [EventStatus.Available]: 'info',
  [EventStatus.StartingSoon]: 'info',
  [EventStatus.Practice]: 'info',
  [EventStatus.Live]: 'live',
  [EventStatus.Ended]: 'ended',
  [EventStatus.Replay]: 'ended',
  [EventStatus.Cancelled]: 'ended',
  [EventStatus.Expired]: 'ended',
};

export const CallStatusBanner = memo(function CallStatusBanner({
  line,
}: {
  readonly line: CallStatusLine;
}) {
  const { t } = useTranslation('conference');
  const tone = TONES[line.badge];
  return (
    <div
      role="status"
      aria-label={t('status.region')}
      data-status={line.badge}
      className={`conference-status conference-status--${tone}`}
    >
      {tone === 'live' && <span className="conference-status__dot" aria-hidden="true" />}
      {line.text}
    </div>
  );
});
