// SPEC §2 /register/{presentationId}: a retail visitor who must register is sent here by the
// route answer; once registered they go where the server says (the viewer, or the disclaimer).
// A show that requires no registration lets them in at once, without the form.
// The link code travels from the show's public link (?linkCode here, or remembered at entry).
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import '../retail-i18n.ts';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../shared/ui/Alert.tsx';
import { CenteredPage } from '../../../shared/ui/CenteredPage.tsx';
import { useDocumentHead } from '../../../shared/ui/document-head.ts';
import { Loading } from '../../../shared/ui/Loading.tsx';
import {
  forgetRoute,
  rememberedLinkCode,
  rememberLinkCode,
  routeQueryFrom,
} from '../../entry/entry.store.ts';
import { parsePresId, pathForRoute } from '../../entry/entry.paths.ts';
import { resetPresentation } from '../../presentation/presentation.store.ts';
import type { RegistrationResponse } from '../retail.api.ts';
import { useRetailSummary } from '../useRetailSummary.ts';
import { useWatchWithoutRegistering } from '../useWatchWithoutRegistering.ts';
import { PricingMessage } from './PricingMessage.tsx';
import { RegistrationForm } from './RegistrationForm.tsx';

function linkCodeFor(presId: number, search: string): string | null {
  const fromUrl = routeQueryFrom(search).linkCode;
  if (fromUrl !== undefined) rememberLinkCode(presId, fromUrl);
  return fromUrl ?? rememberedLinkCode(presId);
}

function RegisterScreen({ presId }: { readonly presId: number }) {
  const { t } = useTranslation('retail');
  const navigate = useNavigate();
  const { search } = useLocation();
  const [linkCode] = useState(() => linkCodeFor(presId, search));
  const state = useRetailSummary(presId, linkCode);
  const title = state.status === 'loaded' ? state.summary.TitleBarWeb : null;
  useDocumentHead(title, t('register.intro'));

  const registered = (response: RegistrationResponse) => {
    // The session changed: the old route answer and any failed load no longer hold.
    forgetRoute(presId);
    resetPresentation();
    void navigate(pathForRoute(presId, response.Route), { replace: true });
  };

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'loaded' && !state.summary.RegistrationRequired)
    return <WatchWithoutRegistering presId={presId} linkCode={linkCode} onEntered={registered} />;
  if (state.status === 'failed') {
    if (state.invalidLink) return <InvalidLink />;
    return (
      <CenteredPage title={t('register.title')}>
        <Alert>{t('register.failed')}</Alert>
      </CenteredPage>
    );
  }
  return (
    <CenteredPage title={t('register.title')} eyebrow={state.summary.TitleBarWeb}>
      <p className="pd-form__hint">{t('register.intro')}</p>
      {state.summary.Retail_PricingMessage ? (
        <PricingMessage text={state.summary.Retail_PricingMessage} />
      ) : null}
      <RegistrationForm presId={presId} linkCode={linkCode} onRegistered={registered} />
    </CenteredPage>
  );
}

function WatchWithoutRegistering({
  presId,
  linkCode,
  onEntered,
}: {
  readonly presId: number;
  readonly linkCode: string | null;
  readonly onEntered: (response: RegistrationResponse) => void;
}) {
  const { t } = useTranslation('retail');
  const { failed } = useWatchWithoutRegistering(presId, linkCode, onEntered);
  if (!failed) return <Loading />;
  return (
    <CenteredPage title={t('register.title')}>
      <Alert>{t('register.openFailed')}</Alert>
    </CenteredPage>
  );
}

function InvalidLink() {
  const { t } = useTranslation('retail');
  return (
    <CenteredPage title={t('register.title')}>
      <Alert>{t('register.invalidLink')}</Alert>
    </CenteredPage>
  );
}

export function RegisterPage() {
  const presId = parsePresId(useParams().presentationId);
  if (presId === null) return <InvalidLink />;
  return <RegisterScreen key={presId} presId={presId} />;
}
