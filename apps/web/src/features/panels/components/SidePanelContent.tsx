// The body of each side panel this viewer offers.
import type { Underwriter } from '@podium/domain';
import { SidePanel } from '@podium/domain';
import { DocumentsPanel } from './DocumentsPanel.tsx';
import { EventInfoPanel } from './EventInfoPanel.tsx';
import { HelpPanel } from './HelpPanel.tsx';
import type { OfferedPanel } from '../useSidePanel.ts';

export function SidePanelContent({ panel, underwriters }: { panel: OfferedPanel; underwriters: readonly Underwriter[] }) {
  switch (panel) {
    case SidePanel.Help:
      return <HelpPanel />;
    case SidePanel.EventInfo:
      return <EventInfoPanel underwriters={underwriters} />;
    case SidePanel.Documents:
      return <DocumentsPanel />;
  }
}
