// The lazy chunk of the coordinator console (ARCHITECTURE §5, §7: not in the viewer's initial
// JS). The console route imports this module with import() only; importing it registers the
// `console` catalogs and styles before anything renders.
import { useTranslation } from '../../shared/i18n/useTranslation.ts';
import { isSimuLiveKind } from '@podium/domain';
import { useViewerKind } from '../viewer/useViewerKind.ts';
import { CenteredPage } from '../../shared/ui/CenteredPage.tsx';
import { usePresentation } from '../presentation/presentation.context.ts';
import './console-i18n.ts';
import { ConsoleScreen } from './components/ConsoleScreen.tsx';
import { RegistrationsPanel } from '../retail/components/RegistrationsPanel.tsx';
import './console.css';

export function ConsoleView() {
  const { t } = useTranslation('console');
  const { presId, presentation, isRetail = false } = usePresentation();
  const { kind } = useViewerKind();
  const confId = presentation.ConferenceCallData?.Id;
  // A retail show's coordinators see who registered for it (SPEC §2 /register).
  const registrations = isRetail ? <RegistrationsPanel presId={presId} /> : null;
  if (confId === undefined) {
    return (
      <CenteredPage title={t('title')} eyebrow={presentation.TitleBarWeb}>
        {registrations ?? <p>{t('noCall')}</p>}
      </CenteredPage>
    );
  }
  return (
    <>
      <ConsoleScreen
        key={`${presId}/${confId}`}
        ids={{ presId, confId }}
        eventTitle={presentation.TitleBarWeb}
        liveVideo={presentation.LiveVideoData !== null}
        broadcast={isSimuLiveKind(kind)}
        {...(presentation.IsNrsDirect
          ? { paddingNav: presentation.NrsDirectPaddingNavData ?? null }
          : {})}
      />
      {registrations}
    </>
  );
}
