// SPEC §2 side panel toggles, named by the panel titles (ARCHITECTURE §5).
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { SidePanel } from '@podium/domain';
import type { OfferedPanel } from '../useSidePanel.ts';
import { PanelIcon } from './PanelIcon.tsx';
import '../panels.css';

interface Props {
  panels: readonly OfferedPanel[];
  active: SidePanel;
  onToggle: (panel: OfferedPanel) => void;
}

export function panelToggleId(panel: SidePanel): string {
  return `panel-toggle-${panel}`;
}

export function panelRegionId(panel: SidePanel): string {
  return `panel-region-${panel}`;
}

export function PanelToggles({ panels, active, onToggle }: Props) {
  const { t } = useTranslation('panels');
  return (
    <div className="panel-toggles" role="group" aria-label={t('toolbar')} data-tour="side-panels">
      {panels.map((panel) => {
        const open = panel === active;
        return (
          <button
            key={panel}
            id={panelToggleId(panel)}
            type="button"
            className={open ? 'panel-toggle panel-toggle--active' : 'panel-toggle'}
            aria-expanded={open}
            aria-controls={open ? panelRegionId(panel) : undefined}
            data-tour={panel === SidePanel.Questions ? 'questions' : undefined}
            onClick={() => onToggle(panel)}
          >
            <PanelIcon panel={panel} />
            <span className="panel-toggle__label">{t(`title.${panel}`)}</span>
          </button>
        );
      })}
    </div>
  );
}
