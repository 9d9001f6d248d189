// SPEC §2 top panel: title logo and title, the side panel toggles when the outer panel shows,
// language choice (SPEC §9 languages) and leaving.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageSelect } from '../../../shared/ui/LanguageSelect.tsx';
import { usePresentation } from '../../presentation/presentation.context.ts';

export function TopPanel({ tools }: { tools: ReactNode }) {
  const { t } = useTranslation('viewer');
  const navigate = useNavigate();
  const { presId, presentation } = usePresentation();
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
        <LanguageSelect className="viewer__language" />
        <button
          type="button"
          className="viewer__leave"
          onClick={() => void navigate(`/${presId}/leaveevent/`)}
        >
          {t('leaveEvent')}
        </button>
      </div>
    </header>
  );
}
