// The open side panel: a complementary landmark named by its title (ARCHITECTURE §5), with a
// close button. Focus moves into it on open so keyboard and screen reader users land there.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import type { SidePanel } from '@podium/domain';
import { panelRegionId } from './PanelToggles.tsx';

interface Props {
  panel: SidePanel;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

export function SidePanelFrame({ panel, title, onClose, children }: Props) {
  const { t } = useTranslation('panels');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [panel]);
  return (
    <aside
      id={panelRegionId(panel)}
      className="side-panel"
      aria-label={title}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <header className="side-panel__header">
        <h2 className="side-panel__title" ref={headingRef} tabIndex={-1}>
          {title}
        </h2>
        <button
          type="button"
          className="side-panel__close"
          aria-label={t('close', { title })}
          onClick={onClose}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
          </svg>
        </button>
      </header>
      {/* Focusable so the keyboard can scroll a panel of text (Event Info) that has no controls. */}
      <div className="side-panel__body" tabIndex={0}>
        {children}
      </div>
    </aside>
  );
}
