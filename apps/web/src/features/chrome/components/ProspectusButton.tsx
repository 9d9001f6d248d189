// SPEC §3 Security.ProspectusButton: the top bar's `Prospectus` button opens the event's
// prospectus (its first PDF, prospectusDocument) in the document viewer page, in a new tab, as
// the Documents panel opens a PDF, and logs the opening as the panel does (SPEC §7 DocDownload).
// With the flag off or no PDF there is no button.
import { prospectusDocument } from '@podium/domain';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { useDocuments } from '../../documents/useDocuments.ts';
import { usePresentation } from '../../presentation/presentation.context.ts';
import '../prospectus.css';

export function ProspectusButton() {
  const { t } = useTranslation('documents');
  const { presentation } = usePresentation();
  const { entries, onOpen } = useDocuments();
  const prospectus = prospectusDocument(
    presentation.Documents,
    presentation.Security.ProspectusButton,
  );
  const link = entries.find((entry) => entry.document === prospectus)?.link ?? null;
  if (prospectus === null || link === null) return null;
  return (
    <button
      type="button"
      className="prospectus-button"
      title={t('prospectus.hint', { name: prospectus.DocumentName })}
      onClick={() => {
        onOpen(prospectus);
        window.open(link.href, '_blank', 'noopener');
      }}
    >
      {t('prospectus.label')}
    </button>
  );
}
