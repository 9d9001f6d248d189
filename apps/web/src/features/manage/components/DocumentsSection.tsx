// `Documents`: PDF, Word, Excel and PowerPoint files (uploaded with tus) and links, shown to
// attendees in the Documents panel (SPEC §3 DocumentExtType).
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import {
  DOCUMENT_TYPES_MESSAGE,
  DocumentLinkBodySchema,
  documentExtTypeOf,
  fieldMessages,
  type ManagedDocument,
} from '@podium/domain';
import { Alert } from '../../../shared/ui/Alert.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import {
  addDocumentFile,
  addDocumentLink,
  fetchDocuments,
  removeDocument,
  uploadFile,
} from '../manage.api.ts';
import { serverMessage } from '../manage-errors.ts';
import { fieldMessage, MANAGE_NAMESPACE } from '../manage-i18n.ts';
import { FormField } from './FormField.tsx';

/** The file's name without its extension, as the document's name in the panel. */
const baseName = (fileName: string) => fileName.replace(/\.[^.]+$/, '');

export function DocumentsSection({ presId }: { readonly presId: number }) {
  const { t } = useTranslation(MANAGE_NAMESPACE);
  const [docs, setDocs] = useState<ManagedDocument[]>([]);
  const [uploading, setUploading] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [linkName, setLinkName] = useState('');
  const [linkUrl, setLinkUrl] = useState('');
  const [linkErrors, setLinkErrors] = useState<Record<string, string>>({});
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let active = true;
    void fetchDocuments(presId).then(
      (found) => {
        if (active) setDocs(found);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [presId]);

  const fail = (error: unknown) => {
    const message = serverMessage(error);
    setProblem(message === null ? t('error.saveFailed') : fieldMessage(message));
  };

  async function send(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setProblem(null);
    try {
      if (documentExtTypeOf(file.name) === null) {
        setProblem(fieldMessage(DOCUMENT_TYPES_MESSAGE));
        return;
      }
      setUploading(0);
      const upload = uploadFile(file, (sent, total) =>
        setUploading(total > 0 ? Math.floor((sent / total) * 100) : 0),
      );
      const added = await addDocumentFile(presId, await upload.done, baseName(file.name));
      setDocs((list) => [...list, added]);
    } catch (error) {
      fail(error);
    } finally {
      setUploading(null);
      if (input.current) input.current.value = '';
    }
  }

  async function addLink(event: FormEvent) {
    event.preventDefault();
    const check = DocumentLinkBodySchema.safeParse({ Name: linkName, Url: linkUrl });
    if (!check.success) {
      const messages = fieldMessages(check.error);
      setLinkErrors(
        Object.fromEntries(Object.entries(messages).map(([k, m]) => [k, fieldMessage(m)])),
      );
      return;
    }
    setLinkErrors({});
    try {
      const added = await addDocumentLink(presId, check.data.Name, check.data.Url);
      setDocs((list) => [...list, added]);
      setLinkName('');
      setLinkUrl('');
    } catch (error) {
      fail(error);
    }
  }

  async function remove(doc: ManagedDocument) {
    try {
      await removeDocument(presId, doc.DocumentId);
      setDocs((list) => list.filter((d) => d.DocumentId !== doc.DocumentId));
    } catch (error) {
      fail(error);
    }
  }

  return (
    <section className="manage-section" aria-labelledby="manage-docs-title">
      <h2 id="manage-docs-title">{t('documents.heading')}</h2>
      {docs.length === 0 ? (
        <p>{t('documents.none')}</p>
      ) : (
        <ul className="manage-docs" aria-label={t('documents.list')}>
          {docs.map((doc) => (
            <li key={doc.DocumentId}>
              <span>
                {doc.Name} · {t(`documents.types.${doc.DocumentExtType}`)}
              </span>
              <Button
                variant="secondary"
                aria-label={t('documents.removeNamed', { name: doc.Name })}
                onClick={() => void remove(doc)}
              >
                {t('documents.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FormField label={t('documents.file')} hint={t('documents.hint')}>
        {(control) => (
          <input
            {...control}
            ref={input}
            type="file"
            accept=".pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx"
            disabled={uploading !== null}
            onChange={(e) => void send(e)}
          />
        )}
      </FormField>
      {uploading !== null ? (
        <div className="manage-progress">
          <progress aria-label={t('documents.progress')} max={100} value={uploading} />
          <span role="status">{t('deck.uploading', { percent: uploading })}</span>
        </div>
      ) : null}
      {problem ? <Alert>{problem}</Alert> : null}
      <form className="pd-form manage-form" onSubmit={(e) => void addLink(e)} noValidate>
        <div className="manage-row">
          <FormField label={t('documents.linkName')} error={linkErrors['Name']}>
            {(control) => (
              <input
                {...control}
                className="pd-field__input"
                value={linkName}
                onChange={(e) => setLinkName(e.target.value)}
              />
            )}
          </FormField>
          <FormField label={t('documents.linkUrl')} error={linkErrors['Url']}>
            {(control) => (
              <input
                {...control}
                type="url"
                className="pd-field__input"
                value={linkUrl}
                onChange={(e) => setLinkUrl(e.target.value)}
              />
            )}
          </FormField>
        </div>
        <Button type="submit" variant="secondary">
          {t('documents.addLink')}
        </Button>
      </form>
    </section>
  );
}
