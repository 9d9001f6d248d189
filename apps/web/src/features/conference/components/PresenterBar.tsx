// Presenter control for this viewer (SPEC §4, §6, §8; ARCHITECTURE §5 `Take presenter control`):
// who presents, the take-control button for those who may, and the SPEC §8 failure texts. A
// controller's slide change the server has not taken yet says so, and one that failed offers
// `Try again`: the slide shown here is not what everyone sees until then.
import { memo } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { PRESENTER_CHANGE_FAILED_KEY } from '@podium/domain';
import { Button } from '../../../shared/ui/Button.tsx';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { useConferenceStore } from '../conference.store.ts';
import { useConferenceDeck } from '../useConferenceDeck.ts';
import { useConferenceSession } from '../session-host.ts';

export const PresenterBar = memo(function PresenterBar() {
  const { t } = useTranslation(['conference']);
  const { user } = usePresentation();
  const session = useConferenceSession();
  const active = useConferenceStore((s) => s.activePresenter);
  const change = useConferenceStore((s) => s.presenterChange);
  const slideFailed = useConferenceStore((s) => s.slideChangeFailed);
  const slidePending = useConferenceStore((s) => s.slideChangePending);
  const { controlsSlides, mayTakeControl } = useConferenceDeck();
  const isActive = active !== null && user !== null && active.CoreUserId === user.CoreId;

  return (
    <div className="conference-presenter">
      {isActive && controlsSlides ? (
        <p className="conference-presenter__name">{t('presenter.youArePresenting')}</p>
      ) : (
        active !== null && (
          <p className="conference-presenter__name">
            {t('presenter.active', { name: active.Name })}
          </p>
        )
      )}
      {mayTakeControl && !isActive && (
        <Button
          variant="secondary"
          disabled={change.initiated}
          onClick={() => session?.takeControl()}
        >
          {t('presenter.takeControl')}
        </Button>
      )}
      {isActive && controlsSlides && slidePending && (
        <p role="status" className="conference-presenter__pending">
          {t('slide.pending')}
        </p>
      )}
      {(change.failed || slideFailed) && (
        <div role="alert" className="pd-alert pd-alert--error conference-presenter__error">
          <span>{change.failed ? t(PRESENTER_CHANGE_FAILED_KEY) : t('slide.changeFailed')}</span>
          {!change.failed && controlsSlides && (
            <button
              type="button"
              className="conference-link"
              onClick={() => session?.retrySlideChange()}
            >
              {t('slide.retry')}
            </button>
          )}
          <button
            type="button"
            className="conference-link"
            onClick={() => session?.dismissFailures()}
          >
            {t('dismiss')}
          </button>
        </div>
      )}
    </div>
  );
});
