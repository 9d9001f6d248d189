// The console's registrations of a retail show (event coordinators and site admins; the server
// decides): who registered, and a link `Export registrations` to the CSV file.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import '../retail-i18n.ts';
import type { RegistrationRecord } from '@podium/domain';
import { Alert } from '../../../shared/ui/Alert.tsx';
import { Loading } from '../../../shared/ui/Loading.tsx';
import { fetchRegistrations, registrationsExportUrl } from '../retail.api.ts';

type ListState =
  | { status: 'loading' }
  | { status: 'loaded'; records: RegistrationRecord[] }
  | { status: 'failed' };

export function RegistrationsPanel({ presId }: { readonly presId: number }) {
  const { t, i18n } = useTranslation('retail');
  const [state, setState] = useState<ListState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    fetchRegistrations(presId).then(
      (records) => {
        if (active) setState({ status: 'loaded', records });
      },
      () => {
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [presId]);

  const dateTime = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  return (
    <section className="pd-registrations" aria-labelledby="pd-registrations-title">
      <h2 id="pd-registrations-title" className="pd-form__title">
        {t('registrations.title')}
      </h2>
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'failed' ? <Alert>{t('registrations.failed')}</Alert> : null}
      {state.status === 'loaded' ? (
        <>
          <p className="pd-form__hint">
            {state.records.length === 0
              ? t('registrations.none')
              : t('registrations.count', { count: state.records.length })}
          </p>
          <a
            className="pd-button pd-button--secondary"
            href={registrationsExportUrl(presId)}
            download={`registrations-${presId}.csv`}
          >
            {t('registrations.export')}
          </a>
          {state.records.length > 0 ? (
            <table className="pd-registrations__table">
              <caption className="pd-visually-hidden">{t('registrations.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('registrations.name')}</th>
                  <th scope="col">{t('registrations.email')}</th>
                  <th scope="col">{t('registrations.company')}</th>
                  <th scope="col">{t('registrations.country')}</th>
                  <th scope="col">{t('registrations.registered')}</th>
                </tr>
              </thead>
              <tbody>
                {state.records.map((record) => (
                  <tr key={record.Id}>
                    <td>{`${record.FirstName} ${record.LastName}`}</td>
                    <td>{record.Email}</td>
                    <td>{record.Company}</td>
                    <td>{record.CountryCode}</td>
                    <td>{dateTime.format(new Date(record.RegisteredUtc))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
