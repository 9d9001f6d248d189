// SPEC §2 top panel: title logo and title, the side panel toggles when the outer panel shows,
// the SPEC §3 Prospectus button, language choice (SPEC §9 languages) and leaving, which the SPEC §2
// leave event modal confirms.
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx';
import { LanguageSelect } from '../../../shared/ui/LanguageSelect.tsx';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { ProspectusButton } from '../../chrome/components/ProspectusButton.tsx';
import { SignOutButton } from '../../session/components/SignOutButton.tsx';

export function TopPanel({ tools }: { tools: ReactNode }) {
  const { t } = useTranslation('viewer');
  const navigate = useNavigate();
  const { t: tChrome } = useTranslation('chrome');
  const { presId, presentation } = usePresentation();
  const [leaving, setLeaving] = useState(false);
  const title = presentation.TitleBarWeb;
  const logo = presentation.PresentationBrandingTitleLogo;
  return (
    <header className="viewer__top-panel">
      <div className="viewer__brand">
        {logo && <img className="viewer__logo" src={logo} alt={t('titleLogoAlt', { title })} />}
        <h1 className="viewer__title">{title}</h1>
      </div>
      {tools && <div className="viewer__tools">{tools}</div>}
      <div className="viewer__top-actions">
        <ProspectusButton />
        <LanguageSelect className="viewer__language" />
        <button
          type="button"
          className="viewer__leave"
          aria-haspopup="dialog"
          onClick={() => setLeaving(true)}
        >
          {t('leaveEvent')}
        </button>
        <SignOutButton presId={presId} buttonClassName="viewer__leave" />
      </div>
      {leaving && (
        <ConfirmDialog
          title={tChrome('leave.title')}
          message={tChrome('leave.message')}
          confirmLabel={tChrome('leave.confirm')}
          cancelLabel={tChrome('leave.stay')}
          onConfirm={() => void navigate(`/${presId}/leaveevent/`)}
          onCancel={() => setLeaving(false)}
        />
      )}
    </header>
  );
}
