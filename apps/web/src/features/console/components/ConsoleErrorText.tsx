// A console failure in words: the server's own message when it answered, else that it could not
// be reached.
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import type { ConsoleError } from '../console-errors.ts';

export function ConsoleErrorText({ error }: { readonly error: ConsoleError }) {
  const { t } = useTranslation('console');
  return <>{error.kind === 'server' ? error.message : t('error.unreachable')}</>;
}
