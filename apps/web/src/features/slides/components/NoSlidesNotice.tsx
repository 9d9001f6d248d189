// What the slide area says when it has no slide to show: the deck is empty, or (SPEC §3) the
// attendee is outside the slides' availability window, with when the slides open.
import { slidesWindowOf, slidesWindowState } from '@podium/domain';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { usePresentation } from '../../presentation/presentation.context.ts';
import '../slides.css';
import { serverNow } from '../../../shared/server-clock.ts';

export function NoSlidesNotice() {
  const { t, i18n } = useTranslation('slides');
  const { presentation } = usePresentation();
  // The presentation is loaded again when the window opens or closes (useSlidesWindowReload).
  const slidesWindow = slidesWindowOf(presentation);
  const state = slidesWindowState(slidesWindow, serverNow());
  const { availableFromMs } = slidesWindow;
  let text = t('noSlides');
  if (state === 'notYet' && availableFromMs !== null) {
    const time = new Intl.DateTimeFormat(i18n.language || 'en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(availableFromMs));
    text = t('slidesNotYet', { time });
  } else if (state === 'expired') text = t('slidesExpired');
  return (
    <p className="slides-empty" role="status">
      {text}
    </p>
  );
}
