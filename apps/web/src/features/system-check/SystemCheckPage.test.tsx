// The system check page before it runs (SPEC §2, §4 init), the SPEC §5 note for presenters on a
// phone, and its texts and the tour's in every SPEC §9 language.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { LANGUAGES, SystemCheckRole } from '@podium/domain';
import '../../shared/i18n/i18n.ts';
import { setViewport } from '../viewer/test-utils.tsx';
import { SystemCheckPage } from './components/SystemCheckPage.tsx';

const PHONE_NOTE = 'Presenting live video is not supported on phones and tablets.';

function renderPage(role: SystemCheckRole) {
  render(
    <MemoryRouter>
      <SystemCheckPage role={role} titleKey="systemCheck.presenter" />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  setViewport(1366, 768);
});

describe('system check page', () => {
  it('a presenter on a phone is told presenting is for computers (SPEC §5)', () => {
    setViewport(390, 844);
    renderPage(SystemCheckRole.Presenter);
    expect(screen.getByText(PHONE_NOTE, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start system check' })).toBeInTheDocument();
  });

  it('not on a desktop, and never for participants', () => {
    setViewport(1366, 768);
    renderPage(SystemCheckRole.Presenter);
    expect(screen.getByRole('list', { name: 'System check results' })).toBeInTheDocument();
    expect(screen.queryByText(PHONE_NOTE, { exact: false })).toBeNull();
    cleanup();
    setViewport(390, 844);
    renderPage(SystemCheckRole.Participant);
    expect(screen.getByRole('list', { name: 'System check results' }).children).toHaveLength(4);
    expect(screen.queryByText(PHONE_NOTE, { exact: false })).toBeNull();
  });
});

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const catalogs = import.meta.glob<{ default: Record<string, unknown> }>(
  ['./locales/*/systemCheck.json', '../tour/locales/*/tour.json'],
  { eager: true },
);

describe.each(['systemCheck', 'tour'])('%s catalog', (namespace) => {
  const of = (language: string) =>
    Object.entries(catalogs).find(([path]) => path.includes(`/${language}/${namespace}.json`))?.[1]
      .default;
  it.each(LANGUAGES.filter((l) => l !== 'en-us'))('%s has every en-us key', (language) => {
    expect(keys(of(language)).sort()).toEqual(keys(of('en-us')).sort());
  });
});
