// Decorative glyphs for the side panel toggles; the visible title names each button.
import { SidePanel } from '@podium/domain';
import type { OfferedPanel } from '../useSidePanel.ts';

const PATHS: Record<OfferedPanel, string> = {
  [SidePanel.Help]:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 15.5a1.25 1.25 0 1 1 0-2.5 1.25 1.25 0 0 1 0 2.5zm1.2-5.1v.6h-2.4v-1c0-1.3.9-1.9 1.6-2.4.6-.4.9-.7.9-1.2 0-.7-.6-1.2-1.4-1.2-.8 0-1.4.5-1.6 1.3l-2.2-.9C8.6 6.1 10.1 5 12 5c2.2 0 3.8 1.4 3.8 3.3 0 1.5-1 2.3-1.7 2.8-.6.4-.9.7-.9 1.3z',
  [SidePanel.EventInfo]:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1.25 15h-2.5v-6.5h2.5V17zM12 8.75a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3z',
  [SidePanel.Documents]:
    'M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V9h5.5L13 3.5zM8 13v1.8h8V13H8zm0 3.6v1.8h6v-1.8H8z',
};

export function PanelIcon({ panel }: { panel: OfferedPanel }) {
  return (
    <svg className="panel-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[panel]} />
    </svg>
  );
}
