// SPEC §9: choosing a language sets the language-preference cookie and switches the texts.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, LANGUAGE_COOKIE } from '../i18n/i18n.ts';
import { readCookie } from '../cookies.ts';
import { LanguageSelect } from './LanguageSelect.tsx';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en-us');
  document.cookie = `${LANGUAGE_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('LanguageSelect', () => {
  it('offers the three SPEC languages in their own scripts', () => {
    render(<LanguageSelect />);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['English', '中文', '日本語']);
  });

  it('switches language, the <html lang> and the preference cookie', async () => {
    render(<LanguageSelect />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), '日本語');
    // The ja catalogs load on first choice.
    expect(await screen.findByRole('combobox', { name: '言語' })).toBeInTheDocument();
    expect(i18n.language).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
    expect(readCookie(LANGUAGE_COOKIE)).toBe('ja');
    expect(screen.getByRole('combobox', { name: '言語' })).toHaveValue('ja');
  });
});
