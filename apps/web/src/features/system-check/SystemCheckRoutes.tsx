// The lazy chunk of the system check pages (SPEC §2): the router loads it on those routes only.
import { useSearchParams } from 'react-router';
import { SystemCheckRole } from '@podium/domain';
import { SystemCheckPage } from './components/SystemCheckPage.tsx';

export function PresenterSystemCheck() {
  return <SystemCheckPage role={SystemCheckRole.Presenter} titleKey="systemCheck.presenter" />;
}

export function ParticipantSystemCheck() {
  return <SystemCheckPage role={SystemCheckRole.Participant} titleKey="systemCheck.participant" />;
}

/** The popup runs the presenter's checks when opened with ?role=presenter, else a participant's. */
export function SystemCheckPopup() {
  const [params] = useSearchParams();
  const role =
    params.get('role') === SystemCheckRole.Presenter
      ? SystemCheckRole.Presenter
      : SystemCheckRole.Participant;
  return <SystemCheckPage key={role} role={role} titleKey="systemCheck.popup" />;
}
