// SPEC §9 languages en-us, zh-cn, ja. Each option is written in its own language so a reader
// finds theirs whatever the current language is.
import { useId } from 'react';
import { useTranslation } from '../i18n/useTranslation.ts';
import { LANGUAGE_NATIVE_NAMES as NATIVE_NAMES, LANGUAGES } from '@podium/domain';
import { chooseLanguage, isLanguage } from '../i18n/i18n.ts';

export function LanguageSelect({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const current = isLanguage(i18n.language) ? i18n.language : LANGUAGES[0];
  return (
    <div className={['pd-language', className].filter(Boolean).join(' ')}>
      <label className="pd-visually-hidden" htmlFor={id}>
        {t('language')}
      </label>
      <select
        id={id}
        className="pd-language__select"
        value={current}
        onChange={(event) => {
          const value = event.target.value;
          if (isLanguage(value)) void chooseLanguage(value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {NATIVE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
