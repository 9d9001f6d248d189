// SPEC §5 unsupported-browser banner: a browser outside the supported list (Chrome 80, Firefox 75,
// Edge 81 or newer) is told so under the header, and may close the banner; the SPEC §9 "browser
// banner closed" cookie keeps it closed on later visits. The viewer mounts this only where
// browserBannerWanted says so (browser-banner.ts), which keeps it out of a supported browser's
// page.
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { closeBrowserBanner } from '../browser-banner.ts';
import '../chrome.css';

export function BrowserBanner() {
  const { t } = useTranslation('chrome');
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const close = () => {
    closeBrowserBanner();
    setOpen(false);
  };
  return (
    <section className="browser-banner" aria-label={t('browserBanner.label')}>
      <p className="browser-banner__text">
        <strong>{t('browserBanner.title')}</strong> {t('browserBanner.message')}
      </p>
      <button type="button" className="browser-banner__close" onClick={close}>
        {t('browserBanner.close')}
      </button>
    </section>
  );
}
