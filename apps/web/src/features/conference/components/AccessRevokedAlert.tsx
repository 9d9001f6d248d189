// SPEC §6, §8: a revoked participant sees the access-revoked text verbatim, and a public one cut
// off by the end of the public portion the public-ended message; the call views stop the audio
// and hide the call and its deck (the server refuses the deck to them too).
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import type { CutOff } from '../conference.store.ts';

const TEXT_KEYS: Record<CutOff, string> = {
  accessRevoked: 'accessRevoked',
  publicEnded: 'status.publicEnded',
};

export function AccessRevokedAlert({ cutOff }: { readonly cutOff: CutOff }) {
  const { t } = useTranslation('conference');
  return (
    <div role="alert" className="pd-alert pd-alert--error conference-revoked">
      {t(TEXT_KEYS[cutOff])}
    </div>
  );
}
