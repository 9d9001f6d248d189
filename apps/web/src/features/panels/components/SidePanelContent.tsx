// The body of each side panel this viewer offers. Panel bodies are lazy chunks (ARCHITECTURE §7):
// the first screen shows only their toggles, and the frame of an opened panel shows at once.
import { lazy } from 'react';
import type { Underwriter } from '@podium/domain';
import { SidePanel } from '@podium/domain';
import type { OfferedPanel } from '../useSidePanel.ts';
import { loadChromePanels } from '../panel-chunks.ts';
import { withChunkTimeout } from '../../../shared/lazy-chunk.ts';
import { LazyBoundary } from '../../../shared/ui/LazyBoundary.tsx';

const HelpPanel = lazy(
  withChunkTimeout(() => import('./HelpPanel.tsx').then((m) => ({ default: m.HelpPanel }))),
);
const EventInfoPanel = lazy(
  withChunkTimeout(() =>
    import('./EventInfoPanel.tsx').then((m) => ({ default: m.EventInfoPanel })),
  ),
);
const DocumentsPanel = lazy(
  withChunkTimeout(() =>
    import('./DocumentsPanel.tsx').then((m) => ({ default: m.DocumentsPanel })),
  ),
);

// The call panels live in the conference lazy chunk with the session they talk to (ARCHITECTURE §7).
const QuestionsPanel = lazy(
  withChunkTimeout(() =>
    import('../../conference/ConferenceViews.tsx').then((m) => ({ default: m.QuestionsPanel })),
  ),
);
const DialInPanel = lazy(
  withChunkTimeout(() =>
    import('../../conference/ConferenceViews.tsx').then((m) => ({ default: m.DialInPanel })),
  ),
);

// The Welcome and Event Media panels and their texts load when first opened.
const EventMediaPanel = lazy(
  withChunkTimeout(() => loadChromePanels().then((m) => ({ default: m.EventMediaPanel }))),
);
const WelcomePanel = lazy(
  withChunkTimeout(() => loadChromePanels().then((m) => ({ default: m.WelcomePanel }))),
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
    case SidePanel.EventMedia:
      return (
        <LazyBoundary>
          <EventMediaPanel />
        </LazyBoundary>
      );
    case SidePanel.PreEventChecklist:
      return (
        <LazyBoundary>
          <WelcomePanel />
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
