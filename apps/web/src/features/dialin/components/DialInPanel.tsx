// The Dial-In panel (SPEC §2, §9): the call's numbers (a US toll-free and a US local, primary
// first), the access code, the *1 tip, the numbers in other countries (SPEC §7 global phone
// directory, read when asked for) and the calendar file.
import { useState } from 'react';
import type { DialInNumber } from '@podium/domain';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { copyToClipboard } from '../copy-to-clipboard.ts';
import { useDialIn } from '../useDialIn.ts';
import { useGlobalNumbers } from '../useGlobalNumbers.ts';
import '../dialin.css';

/** A button copying `value`, named after what it copies; a toast says how it went. */
function CopyButton({ label, value }: { readonly label: string; readonly value: string }) {
  const { t } = useTranslation('dialin');
  return (
    <button
      type="button"
      className="dialin__copy"
      onClick={() =>
        void copyToClipboard(value, {
          copied: t('copied', { label, value }),
          failed: t('copyFailed', { label }),
        })
      }
    >
      {t('copy', { label })}
    </button>
  );
}

/** The numbers in other countries, read the first time the attendee opens the list. */
function OtherCountries({ own }: { readonly own: readonly DialInNumber[] }) {
  const { t } = useTranslation('dialin');
  const [wanted, setWanted] = useState(false);
  const load = useGlobalNumbers(wanted, own);
  return (
    <details
      className="dialin__more"
      onToggle={(event) => {
        if (event.currentTarget.open) setWanted(true);
      }}
    >
      <summary>{t('otherCountries')}</summary>
      {load.status === 'loading' && <p role="status">{t('otherLoading')}</p>}
      {load.status === 'failed' && <p role="alert">{t('otherFailed')}</p>}
      {load.status === 'loaded' &&
        (load.numbers.length === 0 ? (
          <p>{t('otherNone')}</p>
        ) : (
          <dl className="dialin__numbers" aria-label={t('otherCountries')}>
            {load.numbers.map((number) => (
              <div key={number.PhoneNumber} className="dialin__row">
                <dt>{t(number.NumberType, { country: number.Country })}</dt>
                <dd>
                  <a href={`tel:${number.PhoneNumber.replace(/[^+\d]/g, '')}`}>
                    {number.PhoneNumber}
                  </a>
                </dd>
              </div>
            ))}
          </dl>
        ))}
    </details>
  );
}

export function DialInPanel() {
  const { t } = useTranslation('dialin');
  const { load, calendarUrl } = useDialIn();

  return (
    <div className="dialin">
      {load.status === 'loading' && <p role="status">{t('loading')}</p>}
      {load.status === 'failed' && <p role="alert">{t('failed')}</p>}
      {load.status === 'loaded' && (
        <>
          <h3 className="dialin__heading">{t('heading')}</h3>
          <dl className="dialin__numbers">
            {[...load.data.PhoneNumbers]
              .sort((a, b) => Number(b.IsPrimary) - Number(a.IsPrimary))
              .map((number) => {
                const label = t(number.NumberType, { country: number.CountryCode });
                return (
                  <div key={`${number.NumberType}-${number.PhoneNumber}`} className="dialin__row">
                    <dt>{label}</dt>
                    <dd>
                      <a href={`tel:${number.PhoneNumber.replace(/[^+\d]/g, '')}`}>
                        {number.PhoneNumber}
                      </a>{' '}
                      <CopyButton label={label} value={number.PhoneNumber} />
                    </dd>
                  </div>
                );
              })}
            <div className="dialin__row">
              <dt>{t('accessCode')}</dt>
              <dd>
                <span className="dialin__code">{load.data.AccessCode}</span>{' '}
                <CopyButton label={t('accessCode')} value={load.data.AccessCode} />
              </dd>
            </div>
          </dl>
          <p className="dialin__tip">{t('tip')}</p>
          {load.data.SupportNumber !== '' && (
            <p className="dialin__support">{t('support', { number: load.data.SupportNumber })}</p>
          )}
          <OtherCountries own={load.data.PhoneNumbers} />
        </>
      )}
      {calendarUrl !== null && (
        <a className="dialin__calendar" href={calendarUrl} download>
          {t('calendar')}
        </a>
      )}
    </div>
  );
}
