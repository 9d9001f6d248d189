// SPEC §6, §8: a revoked participant (or a public one once the public portion ended) sees the
// access-revoked text verbatim; the call views stop the audio and hide the call.
import { useTranslation } from 'react-i18next';

export function AccessRevokedAlert() {
  const { t } = useTranslation('conference');
  return (
    <div role="alert" className="pd-alert pd-alert--error conference-revoked">
      {t('accessRevoked')}
    </div>
  );
}
