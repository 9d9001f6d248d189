// Back to presenter, in every live kind: when the attendee browsed away from the presenter's
// slide, a badge says so (with the presenter's slide number) and one step (the button, or the
// BACK_TO_PRESENTER_KEY key anywhere outside a text field) returns them to it.
import { useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { BACK_TO_PRESENTER_KEY } from '@podium/domain';

interface Props {
  /** The attendee is on another slide than the presenter's (isOffPresenterSlide). */
  readonly offPresenter: boolean;
  /** 0-based index of the presenter's slide, for the badge. */
  readonly presenterIndex: number;
  readonly onBack: () => void;
}

function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLElement && target.isContentEditable)
  );
}

export function BackToPresenter({ offPresenter, presenterIndex, onBack }: Props) {
  const { t } = useTranslation('slides');
  useEffect(() => {
    if (!offPresenter) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key.toLowerCase() !== BACK_TO_PRESENTER_KEY || typing(event.target)) return;
      event.preventDefault();
      onBack();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [offPresenter, onBack]);

  if (!offPresenter) return null;
  return (
    <>
      <span className="slides__badge" role="status">
        {t('offPresenterBadge', { n: presenterIndex + 1 })}
      </span>
      <button
        type="button"
        className="conference-link"
        aria-keyshortcuts={BACK_TO_PRESENTER_KEY.toUpperCase()}
        onClick={onBack}
      >
        {t('backToPresenter')}
      </button>
    </>
  );
}
