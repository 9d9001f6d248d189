// SPEC §2 home, privacy policy and terms of service links, in the viewer's language.
import { useTranslation } from '../i18n/useTranslation.ts';
import { siteLinksFor } from '@podium/domain';

export function SiteLinks({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('chrome');
  const links = siteLinksFor(i18n.language);
  return (
    <nav className={className ?? 'pd-site-links'} aria-label={t('links.label')}>
      <a href={links.home}>{t('links.home')}</a>
      <a href={links.privacy}>{t('links.privacy')}</a>
      <a href={links.terms}>{t('links.terms')}</a>
    </nav>
  );
}
