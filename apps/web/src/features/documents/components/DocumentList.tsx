// The document list, as cards in the main content (document-only kind) or compact in the
// Documents side panel (SPEC §2).
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { useDocuments } from '../useDocuments.ts';
import { DocumentCard } from './DocumentCard.tsx';
import '../documents.css';

export function DocumentList({ variant }: { variant: 'grid' | 'compact' }) {
  const { t } = useTranslation('documents');
  const { entries, onOpen } = useDocuments();
  if (entries.length === 0) return <p className="doc-empty">{t('empty')}</p>;
  return (
    <ul className={`doc-list doc-list--${variant}`}>
      {entries.map(({ document, link }) => (
        <DocumentCard key={document.DocumentId} document={document} link={link} onOpen={onOpen} />
      ))}
    </ul>
  );
}
