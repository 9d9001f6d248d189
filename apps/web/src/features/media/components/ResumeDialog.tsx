// SPEC §2 resume media modal, SPEC §4 values 1 and 2: continue from the stored position or start
// over. A modal dialog: focus starts on Resume and stays inside until the viewer answers.
import { useId, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { modalKeyHandler } from '../../../shared/ui/modal-keys.ts';
import { formatClock } from '../time-format.ts';

interface ResumeDialogProps {
  readonly offsetSeconds: number;
  readonly onResume: () => void;
  readonly onStartOver: () => void;
}

export function ResumeDialog({ offsetSeconds, onResume, onStartOver }: ResumeDialogProps) {
  const { t } = useTranslation('media');
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  const keepFocusInside = modalKeyHandler(dialogRef);

  return (
    <div className="media-resume">
      <div
        ref={dialogRef}
        className="media-resume__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        onKeyDown={keepFocusInside}
      >
        <h2 id={titleId} className="media-resume__title">
          {t('resume.title')}
        </h2>
        <p id={messageId} className="media-resume__message">
          {t('resume.message', { time: formatClock(offsetSeconds) })}
        </p>
        <div className="media-resume__actions">
          <button type="button" className="pd-button pd-button--secondary" onClick={onStartOver}>
            {t('resume.startOver')}
          </button>
          {/* Focused as the dialog opens (in the commit, before anything can act on the page). */}
          <button
            autoFocus
            type="button"
            className="pd-button pd-button--primary"
            onClick={onResume}
          >
            {t('resume.resume')}
          </button>
        </div>
      </div>
    </div>
  );
}
