import { act, render, screen } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { cachedT, useTranslation } from './useTranslation.ts';

function instance(): I18n {
  const made = i18next.createInstance();
  void made.init({
    resources: {
      'en-us': { one: { hello: 'Hello', count: '{{n}} seen' }, two: { bye: 'Goodbye' } },
      ja: { one: { hello: 'こんにちは' } },
    },
    lng: 'en-us',
    fallbackLng: 'en-us',
    lowerCaseLng: true,
    defaultNS: 'one',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return made;
}

describe('cachedT', () => {
  it('resolves a plain lookup once, and a lookup with options every time', () => {
    const texts = instance();
    const resolve = vi.spyOn(texts, 't');
    const t = cachedT(texts, 'one');
    expect(t('hello')).toBe('Hello');
    expect(t('hello')).toBe('Hello');
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(t('count', { n: 2 })).toBe('2 seen');
    expect(t('count', { n: 3 })).toBe('3 seen');
    expect(resolve).toHaveBeenCalledTimes(3);
  });

  it('keeps one t per namespace, the default namespace when none is named', () => {
    const texts = instance();
    expect(cachedT(texts, 'one')).toBe(cachedT(texts, 'one'));
    expect(cachedT(texts, undefined)).toBe(cachedT(texts, 'one'));
    expect(cachedT(texts, 'two')).not.toBe(cachedT(texts, 'one'));
    expect(cachedT(texts, 'two')('bye')).toBe('Goodbye');
  });

  it('reads the new language after a change', async () => {
    const texts = instance();
    const before = cachedT(texts, 'one');
    expect(before('hello')).toBe('Hello');
    await texts.changeLanguage('ja');
    expect(cachedT(texts, 'one')).not.toBe(before);
    expect(cachedT(texts, 'one')('hello')).toBe('こんにちは');
  });

  it('reads a namespace added after a lookup missed it, and keeps the other namespaces', () => {
    const texts = instance();
    const other = cachedT(texts, 'one');
    expect(cachedT(texts, 'late')('word')).toBe('word');
    texts.addResourceBundle('en-us', 'late', { word: 'Word' });
    expect(cachedT(texts, 'late')('word')).toBe('Word');
    expect(cachedT(texts, 'one')).toBe(other);
  });
});

function Greeting() {
  const { t, ready } = useTranslation('one');
  return <p>{ready ? t('hello') : 'not ready'}</p>;
}

describe('useTranslation', () => {
  it('answers t, i18n and ready, as properties and as an array', () => {
    const texts = instance();
    let seen: unknown[] = [];
    function Probe() {
      const response = useTranslation('two');
      seen = [...response, response.t, response.i18n, response.ready];
      return null;
    }
    render(
      <I18nextProvider i18n={texts}>
        <Probe />
      </I18nextProvider>,
    );
    const [t, i18n, ready, sameT, sameI18n, sameReady] = seen;
    expect((t as (key: string) => string)('bye')).toBe('Goodbye');
    expect([i18n, ready]).toEqual([texts, true]);
    expect([sameT, sameI18n, sameReady]).toEqual([t, i18n, ready]);
  });

  it('renders the component again in the new language', async () => {
    const texts = instance();
    render(
      <I18nextProvider i18n={texts}>
        <Greeting />
      </I18nextProvider>,
    );
    expect(screen.getByText('Hello')).toBeInTheDocument();
    await act(() => texts.changeLanguage('ja'));
    expect(screen.getByText('こんにちは')).toBeInTheDocument();
  });
});
