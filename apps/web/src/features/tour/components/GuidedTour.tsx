// The guided tour for live-video panelists (SPEC §2) with driver.js. Its popovers keep SPEC §9's
// tooltip delays: each appears 200 ms after its stop is highlighted and fades for 300 ms before
// the tour moves on or closes. Finishing or closing the tour completes it (remembered per
// presentation by the caller).
import { useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { driver, type Driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import { TOUR_TOOLTIP_HIDE_DELAY_MS, TOUR_TOOLTIP_SHOW_DELAY_MS } from '@podium/domain';
import '../tour-i18n.ts';
import '../tour.css';
import { presentTargets, tourSelector } from '../tour-steps.ts';

const HIDING = 'tour-popover--hiding';

export default function GuidedTour({ onComplete }: { readonly onComplete: () => void }) {
  const { t } = useTranslation('tour');

  useEffect(() => {
    let tour: Driver | null = null;
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    // Fade the popover out for the hide delay, then act.
    const afterHide = (act: (d: Driver) => void) => () => {
      const current = tour;
      if (current === null) return;
      current.getState('popover')?.wrapper.classList.add(HIDING);
      hideTimer = setTimeout(() => act(current), TOUR_TOOLTIP_HIDE_DELAY_MS);
    };
    const showTimer = setTimeout(() => {
      const targets = presentTargets(document);
      if (targets.length === 0) return;
      tour = driver({
        showProgress: true,
        // driver.js fills in its own placeholders.
        progressText: t('progress', { current: '{{current}}', total: '{{total}}' }),
        nextBtnText: t('next'),
        prevBtnText: t('previous'),
        doneBtnText: t('done'),
        popoverClass: 'tour-popover',
        onPopoverRender: (popover) => {
          popover.wrapper.setAttribute('role', 'dialog');
          popover.wrapper.setAttribute(
            'aria-labelledby',
            popover.title.id || 'driver-popover-title',
          );
          popover.closeButton.setAttribute('aria-label', t('close'));
        },
        onNextClick: afterHide((d) => (d.isLastStep() ? d.destroy() : d.moveNext())),
        onPrevClick: afterHide((d) => d.movePrevious()),
        onCloseClick: afterHide((d) => d.destroy()),
        onDestroyed: () => onComplete(),
        steps: targets.map((target) => ({
          element: tourSelector(target),
          popover: { title: t(`steps.${target}.title`), description: t(`steps.${target}.text`) },
        })),
      });
      tour.drive();
    }, TOUR_TOOLTIP_SHOW_DELAY_MS);
    return () => {
      clearTimeout(showTimer);
      clearTimeout(hideTimer);
      // Unmounted for another reason (a replay began): leave without counting it completed.
      if (tour?.isActive() === true) {
        tour.setConfig({ ...tour.getConfig(), onDestroyed: undefined });
        tour.destroy();
      }
    };
  }, [t, onComplete]);

  return null;
}
