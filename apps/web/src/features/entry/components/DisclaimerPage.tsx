// /{presId}/disclaimer/ (SPEC §2, §7 Disclaimer): the text, "I agree" (then the viewer, or the
// console the user had opened), or leave the event.
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../shared/ui/Alert.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { CenteredPage } from '../../../shared/ui/CenteredPage.tsx';
import { Loading } from '../../../shared/ui/Loading.tsx';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { agreeToDisclaimer } from '../entry.actions.ts';
import { destinationFromState, type EntryDestination } from '../entry.destination.ts';
import { entryPaths } from '../entry.paths.ts';
import { serverMessage } from '../serverMessage.ts';
import { useDisclaimer } from '../useEntryQueries.ts';
import { PresentationGate } from './PresentationGate.tsx';
import { usePresId } from '../usePresId.ts';

function Disclaimer({ destination }: { readonly destination: EntryDestination }) {
  const { t } = useTranslation('entry');
  const navigate = useNavigate();
  const { presId, presentation } = usePresentation();
  const disclaimer = useDisclaimer(presId, presentation.DisclaimerPath);
  const [agreeing, setAgreeing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const agree = () => {
    setAgreeing(true);
    setProblem(null);
    void agreeToDisclaimer(presId, destination).then((outcome) => {
      setAgreeing(false);
      if (outcome.kind === 'navigate')
        void navigate(outcome.to, { replace: true, state: outcome.state });
      else
        setProblem((outcome.kind === 'failed' && outcome.message) || t('disclaimer.acceptFailed'));
    });
  };

  if (disclaimer.status === 'error') {
    return (
      <CenteredPage title={t('disclaimer.unavailableTitle')} eyebrow={presentation.TitleBarWeb}>
        <Alert>{serverMessage(disclaimer.error, t('disclaimer.unavailable'))}</Alert>
        <p className="pd-actions">
          <Link className="pd-link" to={entryPaths.presentation(presId)}>
            {t('common:tryAgain')}
          </Link>
        </p>
      </CenteredPage>
    );
  }
  if (disclaimer.status !== 'success') return <Loading />;
  return (
    <CenteredPage title={disclaimer.data.Title} eyebrow={presentation.TitleBarWeb}>
      {/* A scrolling text must be reachable by keyboard to be read to the end. */}
      <div className="pd-disclaimer" role="region" aria-label={disclaimer.data.Title} tabIndex={0}>
        {disclaimer.data.Paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {problem ? <Alert>{problem}</Alert> : null}
      <div className="pd-actions">
        <Button disabled={agreeing} onClick={agree}>
          {t('disclaimer.agree')}
        </Button>
        <Link className="pd-link" to={entryPaths.leaveEvent(presId)}>
          {t('disclaimer.decline')}
        </Link>
      </div>
    </CenteredPage>
  );
}

export function DisclaimerPage() {
  const presId = usePresId();
  const destination = destinationFromState(useLocation().state);
  return (
    <PresentationGate presId={presId} expected="disclaimer" destination={destination}>
      <Disclaimer destination={destination} />
    </PresentationGate>
  );
}
