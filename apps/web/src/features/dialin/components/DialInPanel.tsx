// The Dial-In panel (SPEC §2, §9): the call's numbers (a US toll-free and a US local, primary
// first), the access code, the *1 tip and the calendar file.
import { useTranslation } from 'react-i18next';
import { useDialIn } from '../useDialIn.ts';
import '../dialin.css';

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
              .map((number) => (
                <div key={`${number.NumberType}-${number.PhoneNumber}`} className="dialin__row">
                  <dt>{t(number.NumberType, { country: number.CountryCode })}</dt>
                  <dd>
                    <a href={`tel:${number.PhoneNumber.replace(/[^+\d]/g, '')}`}>
                      {number.PhoneNumber}
                    </a>
                  </dd>
                </div>
              ))}
            <div className="dialin__row">
              <dt>{t('accessCode')}</dt>
              <dd className="dialin__code">{load.data.AccessCode}</dd>
            </div>
          </dl>
          <p className="dialin__tip">{t('tip')}</p>
          {load.data.SupportNumber !== '' && (
            <p className="dialin__support">{t('support', { number: load.data.SupportNumber })}</p>
          )}
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
