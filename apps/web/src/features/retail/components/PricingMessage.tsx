// SPEC §3 Retail_PricingMessage: the offering's pricing note for retail investors, a labelled
// note on the registration page and above the show.
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';

export function PricingMessage({ text }: { readonly text: string }) {
  const { t } = useTranslation('viewer');
  return (
    <aside className="pd-pricing" aria-label={t('pricingLabel')}>
      <p>{text}</p>
    </aside>
  );
}
