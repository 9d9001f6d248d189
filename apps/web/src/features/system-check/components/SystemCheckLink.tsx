// The viewer's way to the system check (SPEC §2 /SystemCheckPopup): a link that opens the popup
// beside the event, with the presenter's checks for panelists and coordinators and a
// participant's for the audience. Without a popup (blocked), the link opens it in a new tab.
import type { ReactNode } from 'react';
import { SYSTEM_CHECK_POPUP_SIZE, SystemCheckRole, systemCheckPopupPath } from '@podium/domain';

const POPUP_NAME = 'podium-system-check';

export function SystemCheckLink({
  presenter,
  children,
}: {
  readonly presenter: boolean;
  readonly children: ReactNode;
}) {
  const href = systemCheckPopupPath(
    presenter ? SystemCheckRole.Presenter : SystemCheckRole.Participant,
  );
  const { width, height } = SYSTEM_CHECK_POPUP_SIZE;
  return (
    <a
      className="pd-link"
      href={href}
      target="_blank"
      rel="opener"
      onClick={(event) => {
        const popup = window.open(href, POPUP_NAME, `popup,width=${width},height=${height}`);
        if (popup !== null) event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}
