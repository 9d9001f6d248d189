// SPEC §2 hides the outer (side) panel for the call-only kind, so its Ask a Question and Dial-In
// panels sit in the page itself, under the same names.
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { QandAType } from '@podium/domain';
import { DialInPanel } from '../../dialin/components/DialInPanel.tsx';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { QuestionsPanel } from '../../qna/components/QuestionsPanel.tsx';

export function CallOnlyPanels() {
  const { t } = useTranslation('panels');
  const { presentation } = usePresentation();
  const id = useId();
  const hasQna = (presentation.ConferenceCallData?.QandAType ?? QandAType.None) !== QandAType.None;
  return (
    <div className="conference__panels">
      {hasQna && (
        <section className="conference__panel" aria-labelledby={`${id}-qna`}>
          <h2 id={`${id}-qna`}>{t('title.Questions')}</h2>
          <QuestionsPanel />
        </section>
      )}
      <section className="conference__panel" aria-labelledby={`${id}-dialin`}>
        <h2 id={`${id}-dialin`}>{t('title.DialIn')}</h2>
        <DialInPanel />
      </section>
    </div>
  );
}
