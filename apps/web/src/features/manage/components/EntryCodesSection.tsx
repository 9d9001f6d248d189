// Entry codes: `Add entry code` with its type and validity window, and `Expire` per code.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import {
  ENTRY_CODE_TYPES,
  EntryCodeCreateBodySchema,
  fieldMessages,
  type EntryCodeType,
  type ManagedEntryCode,
} from '@podium/domain';
import { serverMessage } from '../manage-errors.ts';
import { Alert } from '../../../shared/ui/Alert.tsx';
import { Button } from '../../../shared/ui/Button.tsx';
import { addEntryCode, expireEntryCode } from '../manage.api.ts';
import { formatLocal, localInputToUtc } from '../manage-format.ts';
import { fieldMessage, MANAGE_NAMESPACE } from '../manage-i18n.ts';
import { FormField } from './FormField.tsx';

interface EntryCodesSectionProps {
  readonly presId: number;
  readonly initial: readonly ManagedEntryCode[];
}

/** Expired when its window has ended by the time the list was drawn. */
const isExpired = (code: ManagedEntryCode, nowMs: number) =>
  code.PasswordEndDateUTC !== null && Date.parse(code.PasswordEndDateUTC) <= nowMs;

export function EntryCodesSection({ presId, initial }: EntryCodesSectionProps) {
  const { t, i18n } = useTranslation(MANAGE_NAMESPACE);
  const [codes, setCodes] = useState<ManagedEntryCode[]>([...initial]);
  const [code, setCode] = useState('');
  const [type, setType] = useState<EntryCodeType>('registered');
  const [from, setFrom] = useState('');
  const [until, setUntil] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [nowMs, setNowMs] = useState(() => Date.now());

  async function add(event: FormEvent) {
    event.preventDefault();
    const body = {
      Code: code,
      Type: type,
      PasswordStartDateUTC: localInputToUtc(from),
      PasswordEndDateUTC: localInputToUtc(until),
    };
    const check = EntryCodeCreateBodySchema.safeParse(body);
    if (!check.success) {
      const messages = fieldMessages(check.error);
      setErrors(Object.fromEntries(Object.entries(messages).map(([k, m]) => [k, fieldMessage(m)])));
      return;
    }
    setErrors({});
    setProblem(null);
    setBusy(true);
    try {
      const added = await addEntryCode(presId, body);
      setCodes((list) => [...list, added]);
      setNotice(t('codes.added', { code: added.Code }));
      setCode('');
    } catch (error) {
      setProblem(serverMessage(error) ?? t('error.saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  async function expire(target: ManagedEntryCode) {
    setProblem(null);
    try {
      const changed = await expireEntryCode(presId, target.PasswordId);
      setNowMs(Date.now());
      setCodes((list) => list.map((c) => (c.PasswordId === changed.PasswordId ? changed : c)));
    } catch (error) {
      setProblem(serverMessage(error) ?? t('error.saveFailed'));
    }
  }

  const when = (iso: string | null) =>
    iso === null ? t('codes.always') : formatLocal(iso, i18n.language);

  return (
    <section className="manage-section" aria-labelledby="manage-codes-title">
      <h2 id="manage-codes-title">{t('codes.heading')}</h2>
      {codes.length === 0 ? (
        <p>{t('codes.none')}</p>
      ) : (
        <table className="manage-table">
          <thead>
            <tr>
              <th scope="col">{t('codes.code')}</th>
              <th scope="col">{t('codes.type')}</th>
              <th scope="col">{t('codes.validFrom')}</th>
              <th scope="col">{t('codes.validUntil')}</th>
              <th scope="col">{t('codes.status')}</th>
              <th scope="col">
                <span className="pd-visually-hidden">{t('codes.expire')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {codes.map((c) => {
              const expired = isExpired(c, nowMs);
              return (
                <tr key={c.PasswordId}>
                  <th scope="row">{c.Code}</th>
                  <td>{t(`codes.types.${c.Type}`)}</td>
                  <td>{when(c.PasswordStartDateUTC)}</td>
                  <td>{when(c.PasswordEndDateUTC)}</td>
                  <td>{expired ? t('codes.expired') : t('codes.active')}</td>
                  <td>
                    {expired ? null : (
                      <Button
                        variant="secondary"
                        aria-label={t('codes.expireCode', { code: c.Code })}
                        onClick={() => void expire(c)}
                      >
                        {t('codes.expire')}
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <form className="pd-form manage-form" onSubmit={(e) => void add(e)} noValidate>
        <div className="manage-row">
          <FormField label={t('codes.code')} error={errors['Code']}>
            {(control) => (
              <input
                {...control}
                className="pd-field__input"
                autoComplete="off"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            )}
          </FormField>
          <FormField label={t('codes.type')} error={errors['Type']}>
            {(control) => (
              <select
                {...control}
                className="pd-field__input"
                value={type}
                onChange={(e) => setType(e.target.value as EntryCodeType)}
              >
                {ENTRY_CODE_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {t(`codes.types.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <div className="manage-row">
          <FormField label={t('codes.validFrom')} error={errors['PasswordStartDateUTC']}>
            {(control) => (
              <input
                {...control}
                type="datetime-local"
                className="pd-field__input"
                value={from}
                onChange={(e) => setFrom(e.target.value)}
              />
            )}
          </FormField>
          <FormField label={t('codes.validUntil')} error={errors['PasswordEndDateUTC']}>
            {(control) => (
              <input
                {...control}
                type="datetime-local"
                className="pd-field__input"
                value={until}
                onChange={(e) => setUntil(e.target.value)}
              />
            )}
          </FormField>
        </div>
        <p className="manage-hint">{t('codes.windowHint')}</p>
        {problem ? <Alert>{problem}</Alert> : null}
        {notice ? <Alert tone="info">{notice}</Alert> : null}
        <Button type="submit" disabled={busy}>
          {t('codes.add')}
        </Button>
      </form>
    </section>
  );
}
