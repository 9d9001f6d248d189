// /{presId}/console/ (ARCHITECTURE §5): the coordinator console arrives with live calls; until
// then the route exists and says so, under the presentation's title.
import { useTranslation } from 'react-i18next';
import { CenteredPage } from '../../../shared/ui/CenteredPage.tsx';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { usePresId } from '../usePresId.ts';
import { PresentationGate } from './PresentationGate.tsx';

function ConsoleNotAvailable() {
  const { t } = useTranslation('common');
  const { presentation } = usePresentation();
  return (
    <CenteredPage title={t('console.title')} eyebrow={presentation.TitleBarWeb}>
      <p>{t('notAvailable.message')}</p>
    </CenteredPage>
  );
}

export function ConsolePage() {
  const presId = usePresId();
  return (
    <PresentationGate presId={presId} expected="viewer">
      <ConsoleNotAvailable />
    </PresentationGate>
  );
}
