// SPEC §6 NRS Direct host selection: the list `Hosts` with `Make active host`, shown to hosts in
// the host list and to event coordinators only; the active host turns the slides for everyone.
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { mayMakeActiveHost, mayShowHostSelection } from '@podium/domain';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { postPresControl } from '../../conference/conference.api.ts';
import { applyPresenterUpdate, useConferenceStore } from '../../conference/conference.store.ts';
import { useConferenceSession } from '../../conference/session-host.ts';

export function HostList() {
  const { t } = useTranslation('nrsdirect');
  const headingId = useId();
  const { presentation, user } = usePresentation();
  const session = useConferenceSession();
  const presenters = useConferenceStore((s) => s.presenters);
  const active = useConferenceStore((s) => s.activePresenter);
  const presenterIndex = useConferenceStore((s) => s.slides.presenterIndex);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const hostIds = (presentation.NrsDirectHosts ?? []).map((h) => h.CoreUserId);
  const viewer = {
    coreUserId: user?.CoreId ?? null,
    liveVideoRoles: user?.PresPermissions.PresentationRole ?? 0,
  };
  if (!mayShowHostSelection(viewer, hostIds)) return null;
  const hosts = presenters.filter((p) => hostIds.includes(p.CoreUserId));

  const makeActive = async (coreUserId: number) => {
    if (session === null) return;
    setBusy(true);
    setFailed(false);
    try {
      applyPresenterUpdate(
        await postPresControl(session.call, {
          SlideIndex: presenterIndex,
          ActivePresenterCoreUserId: coreUserId,
        }),
      );
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="nrs-hosts" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('hosts')}</h2>
      <ul aria-labelledby={headingId}>
        {hosts.map((host) => {
          const isActive = active?.CoreUserId === host.CoreUserId;
          return (
            <li key={host.CoreUserId}>
              <span>{host.Name}</span>
              {isActive ? (
                <strong className="nrs-hosts__active">{t('activeHost')}</strong>
              ) : (
                <button
                  type="button"
                  className="pd-button"
                  disabled={busy || !mayMakeActiveHost(viewer, hostIds, host.CoreUserId)}
                  onClick={() => void makeActive(host.CoreUserId)}
                >
                  {t('makeActive')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {failed && <p role="alert">{t('makeActiveFailed')}</p>}
    </section>
  );
}
