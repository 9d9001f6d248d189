// The body of each side panel this viewer offers.
import { Suspense, lazy } from 'react';
import type { Underwriter } from '@podium/domain';
import { SidePanel } from '@podium/domain';
import { withChunkTimeout } from '../../../shared/lazy-chunk.ts';
import { Loading } from '../../../shared/ui/Loading.tsx';
import { DocumentsPanel } from './DocumentsPanel.tsx';
import { EventInfoPanel } from './EventInfoPanel.tsx';
import { HelpPanel } from './HelpPanel.tsx';
import type { OfferedPanel } from '../useSidePanel.ts';

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
  withChunkTimeout(() =>
    import('../ChromePanels.tsx').then((m) => ({ default: m.EventMediaPanel })),
  ),
);
const WelcomePanel = lazy(
  withChunkTimeout(() => import('../ChromePanels.tsx').then((m) => ({ default: m.WelcomePanel }))),
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
      return <HelpPanel />;
    case SidePanel.EventInfo:
      return <EventInfoPanel underwriters={underwriters} />;
    case SidePanel.Documents:
      return <DocumentsPanel />;
    case SidePanel.Questions:
      return (
        <Suspense fallback={<Loading />}>
          <QuestionsPanel />
        </Suspense>
      );
    case SidePanel.EventMedia:
      return (
        <Suspense fallback={<Loading />}>
          <EventMediaPanel />
        </Suspense>
      );
    case SidePanel.PreEventChecklist:
      return (
        <Suspense fallback={<Loading />}>
          <WelcomePanel />
        </Suspense>
      );
    case SidePanel.DialIn:
      return (
        <Suspense fallback={<Loading />}>
          <DialInPanel />
        </Suspense>
      );
  }
}
