// The right panel's content: the open side panel in its frame. Closing returns focus to the
// toggle that opened it, so keyboard users keep their place.
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import type { Underwriter } from '@podium/domain';
import type { SidePanelControls } from '../useSidePanel.ts';
import { panelToggleId } from './PanelToggles.tsx';
import { SidePanelContent } from './SidePanelContent.tsx';
import { SidePanelFrame } from './SidePanelFrame.tsx';
import '../panels.css';

export function OpenSidePanel({
  controls,
  underwriters,
}: {
  controls: SidePanelControls;
  underwriters: readonly Underwriter[];
}) {
  const { t } = useTranslation('panels');
  const { open, close } = controls;
  if (!open) return null;
  const onClose = () => {
    close();
    document.getElementById(panelToggleId(open))?.focus();
  };
  return (
    <SidePanelFrame panel={open} title={t(`title.${open}`)} onClose={onClose}>
      <SidePanelContent panel={open} underwriters={underwriters} />
    </SidePanelFrame>
  );
}
