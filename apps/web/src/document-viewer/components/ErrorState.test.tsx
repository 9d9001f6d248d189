// Error states of the document viewer page; SPEC §8: a 401 means the session expired.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, loadLanguage } from '../../shared/i18n/i18n.ts';
import { ErrorState, type PageError } from './ErrorState.tsx';

afterEach(cleanup);

function show(error: PageError, onRetry: (() => void) | null = null) {
  render(
    <I18nextProvider i18n={i18n}>
      <ErrorState error={error} presId={1004} onRetry={onRetry} />
    </I18nextProvider>,
  );
}

describe('ErrorState', () => {
  it('session expired: an alert with a link back to the event', () => {
    show('sessionExpired');
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has expired');
    expect(screen.getByRole('link', { name: 'Return to the event' })).toHaveAttribute(
      'href',
      '/presentation/v2/1004/',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a failed load offers Try again', () => {
    const onRetry = vi.fn();
    show('failed', onRetry);
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('every error state has its own title, translated in zh-cn and ja', async () => {
    const errors: PageError[] = [
      'invalidLink',
      'sessionExpired',
      'forbidden',
      'notFound',
      'failed',
      'renderFailed',
    ];
    const titlesIn = (language: string) => {
      const t = i18n.getFixedT(language, 'documentViewer');
      return errors.map((error) => t(`errors.${error}.title`));
    };
    const english = titlesIn('en-us');
    expect(new Set(english).size).toBe(errors.length);
    for (const title of english) expect(title).not.toMatch(/^errors\./);
    for (const language of ['zh-cn', 'ja']) {
      await loadLanguage(language);
      // a missing key would fall back to the en-us text
      titlesIn(language).forEach((title, i) => expect(title).not.toBe(english[i]));
    }
  });
});
