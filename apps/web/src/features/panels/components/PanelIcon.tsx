// Decorative glyphs for the side panel toggles; the visible title names each button.
import { SidePanel } from '@podium/domain';
import type { OfferedPanel } from '../useSidePanel.ts';

const PATHS: Record<OfferedPanel, string> = {
  [SidePanel.Help]:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 15.5a1.25 1.25 0 1 1 0-2.5 1.25 1.25 0 0 1 0 2.5zm1.2-5.1v.6h-2.4v-1c0-1.3.9-1.9 1.6-2.4.6-.4.9-.7.9-1.2 0-.7-.6-1.2-1.4-1.2-.8 0-1.4.5-1.6 1.3l-2.2-.9C8.6 6.1 10.1 5 12 5c2.2 0 3.8 1.4 3.8 3.3 0 1.5-1 2.3-1.7 2.8-.6.4-.9.7-.9 1.3z',
  [SidePanel.EventInfo]:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1.25 15h-2.5v-6.5h2.5V17zM12 8.75a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3z',
  [SidePanel.Questions]:
    'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-4 4V5a2 2 0 0 1 2-2zm7 11v2h2v-2h-2zm1-8.5c-1.9 0-3.2 1.1-3.5 2.8l1.9.5c.2-.9.8-1.4 1.6-1.4.8 0 1.3.5 1.3 1.1 0 .5-.3.8-.9 1.2-.8.5-1.4 1-1.4 2.2v.1h2v-.1c0-.5.3-.8.9-1.2.8-.5 1.4-1.1 1.4-2.3 0-1.7-1.4-2.9-3.3-2.9z',
  [SidePanel.DialIn]:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1l-2.2 2.2z',
  [SidePanel.Documents]:
    'M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V9h5.5L13 3.5zM8 13v1.8h8V13H8zm0 3.6v1.8h6v-1.8H8z',
  [SidePanel.EventMedia]:
    'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm6 4v8l6-4-6-4z',
  [SidePanel.PreEventChecklist]:
    'M19 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm-9 14-4-4 1.4-1.4 2.6 2.6 6.6-6.6L18 9l-8 8z',
};

export function PanelIcon({ panel }: { panel: OfferedPanel }) {
  return (
    <svg className="panel-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[panel]} />
    </svg>
  );
}
