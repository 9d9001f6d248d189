// The body of each side panel this viewer offers. Panel bodies are lazy chunks (ARCHITECTURE §7):
// the first screen shows only their toggles, and the frame of an opened panel shows at once.
import { lazy } from 'react';
import type { Underwriter } from '@podium/domain';
import { SidePanel } from '@podium/domain';
import type { OfferedPanel } from '../useSidePanel.ts';
import { LazyBoundary } from '../../../shared/ui/LazyBoundary.tsx';

const HelpPanel = lazy(() => import('./HelpPanel.tsx').then((m) => ({ default: m.HelpPanel })));
const EventInfoPanel = lazy(() =>
  import('./EventInfoPanel.tsx').then((m) => ({ default: m.EventInfoPanel })),
);
const DocumentsPanel = lazy(() =>
  import('./DocumentsPanel.tsx').then((m) => ({ default: m.DocumentsPanel })),
);

// The call panels live in the conference lazy chunk with the session they talk to (ARCHITECTURE §7).
const QuestionsPanel = lazy(() =>
  import('../../conference/ConferenceViews.tsx').then((m) => ({ default: m.QuestionsPanel })),
);
const DialInPanel = lazy(() =>
  import('../../conference/ConferenceViews.tsx').then((m) => ({ default: m.DialInPanel })),
);

export function SidePanelContent({
  panel,
  underwriters,
}: {
  panel: OfferedPanel;
  underwriters: readonly Underwriter[];
}) {
  switch (panel) {
    case SidePanel.Help:
      return (
        <LazyBoundary>
          <HelpPanel />
        </LazyBoundary>
      );
    case SidePanel.EventInfo:
      return (
        <LazyBoundary>
          <EventInfoPanel underwriters={underwriters} />
        </LazyBoundary>
      );
    case SidePanel.Documents:
      return (
        <LazyBoundary>
          <DocumentsPanel />
        </LazyBoundary>
      );
    case SidePanel.Questions:
      return (
        <LazyBoundary>
          <QuestionsPanel />
        </LazyBoundary>
      );
    case SidePanel.DialIn:
      return (
        <LazyBoundary>
          <DialInPanel />
        </LazyBoundary>
      );
  }
}
