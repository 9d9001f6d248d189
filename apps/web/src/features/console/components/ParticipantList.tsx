// The call's registered participants (ARCHITECTURE §5 list `Participants`), each with
// `Revoke access` (SPEC §6: a revoked participant is told and disconnected). Revoking cannot be
// undone from the console, so it asks first; a revoked participant stays listed, marked.
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import type { ConsoleParticipant } from '@podium/domain';

interface ParticipantListProps {
  readonly participants: readonly ConsoleParticipant[];
  readonly busy: boolean;
  readonly onRevoke: (participantId: number) => void;
  readonly confirm: (title: string, message: string, run: () => void) => void;
}

function ParticipantItem({
  participant,
  busy,
  onRevoke,
  confirm,
}: { readonly participant: ConsoleParticipant } & Omit<ParticipantListProps, 'participants'>) {
  const { t } = useTranslation('console');
  const nameId = useId();
  const name = participant.Name || participant.EmailAddress || `#${participant.Id}`;
  const revoke = () =>
    confirm(t('confirm.revoke.title', { name }), t('confirm.revoke.message'), () =>
      onRevoke(participant.Id),
    );
  return (
    <li className={`console-item${participant.AccessRevoked ? ' console-item--closed' : ''}`}>
      <div className="console-item__head">
        <span id={nameId} className="console-item__name">
          {name}
        </span>
        <span
          className={`console-dot${participant.IsActive ? ' console-dot--on' : ''}`}
          title={
            participant.IsActive ? t('participants.connected') : t('participants.notConnected')
          }
        >
          <span className="pd-visually-hidden">
            {participant.IsActive ? t('participants.connected') : t('participants.notConnected')}
          </span>
        </span>
      </div>
      <div className="console-item__meta">
        {participant.Company && <span>{participant.Company}</span>}
        {participant.EmailAddress && <span>{participant.EmailAddress}</span>}
        {participant.IsPublicParticipant && (
          <span className="console-badge">{t('participants.public')}</span>
        )}
        {participant.RegistrationType === 'ListenOnly' && (
          <span className="console-badge">{t('participants.listenOnly')}</span>
        )}
        {participant.AccessRevoked && (
          <span className="console-badge console-badge--danger">{t('participants.revoked')}</span>
        )}
      </div>
      <div className="console-item__actions">
        {/* The coordinator's own row: nobody revokes themself (the server refuses it too). */}
        {participant.IsCaller !== true && (
          <button
            type="button"
            className="pd-button pd-button--danger console-button--small"
            aria-describedby={nameId}
            disabled={busy || participant.AccessRevoked}
            onClick={revoke}
          >
            {t('participants.revoke')}
          </button>
        )}
      </div>
    </li>
  );
}

export function ParticipantList({ participants, ...rest }: ParticipantListProps) {
  const { t } = useTranslation('console');
  const headingId = useId();
  const active = participants.filter((p) => p.IsActive).length;
  return (
    <section className="console-panel" aria-labelledby={headingId}>
      <div className="console-panel__header">
        <h2 id={headingId} className="console-panel__title">
          {t('participants.heading')}
        </h2>
        <span className="console-panel__count">
          {t('participants.count', { active, total: participants.length })}
        </span>
      </div>
      {participants.length === 0 && <p className="console-empty">{t('participants.empty')}</p>}
      <ul className="console-list" aria-label={t('participants.heading')}>
        {participants.map((participant) => (
          <ParticipantItem key={participant.Id} participant={participant} {...rest} />
        ))}
      </ul>
    </section>
  );
}
