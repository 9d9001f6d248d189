// One document: icon, name (the link, so its accessible name is the document name), type label,
// stale marker and what activating it does (SPEC §3 Document, SPEC §7 Documents).
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import type { PresentationDocument } from '@podium/domain';
import type { DocumentLink } from '../documents.links.ts';
import { formatFileSize } from '../file-size.ts';
import { DocumentIcon } from './DocumentIcon.tsx';

interface Props {
  document: PresentationDocument;
  link: DocumentLink | null;
  onOpen: (doc: PresentationDocument) => void;
}

export function DocumentCard({ document: doc, link, onOpen }: Props) {
  const { t, i18n } = useTranslation('documents');
  const actionId = useId();
  const size =
    doc.FileSize === null || doc.FileSize === undefined
      ? null
      : formatFileSize(doc.FileSize, i18n.language);
  const typeLabel = t(`type.${doc.DocumentExtType}`);
  return (
    <li className={link ? 'doc-card' : 'doc-card doc-card--inert'}>
      <DocumentIcon type={doc.DocumentExtType} />
      <div className="doc-card__body">
        {link ? (
          <a
            className="doc-card__name"
            href={link.href}
            target={link.newTab ? '_blank' : undefined}
            rel={link.newTab ? 'noopener' : undefined}
            download={link.download ?? undefined}
            aria-describedby={actionId}
            onClick={() => onOpen(doc)}
          >
            {doc.DocumentName}
          </a>
        ) : (
          <span className="doc-card__name">{doc.DocumentName}</span>
        )}
        <span className="doc-card__meta">
          <span className="doc-card__type">{typeLabel}</span>
          {size && <span className="doc-card__size">{size}</span>}
          {doc.IsStale && (
            <span className="doc-badge doc-badge--stale" title={t('staleDetail')}>
              {t('stale')}
            </span>
          )}
        </span>
      </div>
      {link && (
        <span className="doc-card__action" id={actionId}>
          <span aria-hidden="true">{t(`action.${link.action}`)}</span>
          <span className="viewer-sr-only">
            {t(`actionLabel.${link.action}`, { name: doc.DocumentName })}
          </span>
        </span>
      )}
    </li>
  );
}
