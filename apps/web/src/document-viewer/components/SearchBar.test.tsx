// The search box as a person uses it: typing searches after a pause, Enter goes to the next
// match, Shift+Enter to the previous, Escape clears; the status reads "Match k of n".
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../shared/i18n/i18n.ts';
import type { SearchStatus } from '../search-state.ts';
import type { DocumentSearch } from '../use-document-search.ts';
import { SearchBar } from './SearchBar.tsx';

function setup(query: string, status: SearchStatus, canStep = true) {
  const search: DocumentSearch = {
    status,
    query,
    canStep,
    highlights: [],
    turn: 0,
    search: vi.fn(),
    next: vi.fn(),
    previous: vi.fn(),
  };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <SearchBar search={search} ready />
    </I18nextProvider>,
  );
  return { search, view, user: userEvent.setup() };
}

afterEach(cleanup);

describe('SearchBar', () => {
  it('searches what is typed after a pause, and at once on Enter', async () => {
    const { search, user } = setup('', { kind: 'idle' }, false);
    const box = screen.getByRole('searchbox', { name: 'Search document' });
    expect(screen.getByRole('button', { name: 'Next match' })).toBeDisabled();
    await user.type(box, 'Larkspur');
    await waitFor(() => expect(search.search).toHaveBeenCalledWith('Larkspur'));
    expect(search.search).toHaveBeenCalledTimes(1);
    await user.type(box, ' LLP{Enter}');
    expect(search.search).toHaveBeenLastCalledWith('Larkspur LLP');
    expect(search.next).not.toHaveBeenCalled();
  });

  it('with the query searched: Enter, Shift+Enter and the buttons step; the status counts', async () => {
    const { search, user } = setup('fleet', { kind: 'match', current: 2, count: 5 });
    const box = screen.getByRole('searchbox', { name: 'Search document' });
    await user.type(box, 'Fleet{Enter}');
    expect(search.next).toHaveBeenCalledTimes(1);
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(search.previous).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Next match' }));
    await user.click(screen.getByRole('button', { name: 'Previous match' }));
    expect([
      vi.mocked(search.next).mock.calls.length,
      vi.mocked(search.previous).mock.calls.length,
    ]).toEqual([2, 2]);
    expect(screen.getByRole('status')).toHaveTextContent('Match 2 of 5');
    expect(search.search).not.toHaveBeenCalled();
  });

  it('Escape clears the search', async () => {
    const { search, user } = setup('fleet', { kind: 'none' });
    expect(screen.getByRole('status')).toHaveTextContent('No matches');
    const box = screen.getByRole('searchbox', { name: 'Search document' });
    await user.type(box, 'fleet{Escape}');
    expect(box).toHaveValue('');
    expect(search.search).toHaveBeenCalledWith('');
  });

  it('Ctrl+F focuses the box instead of the browser find', async () => {
    const { user } = setup('', { kind: 'idle' });
    await user.keyboard('{Control>}f{/Control}');
    expect(screen.getByRole('searchbox', { name: 'Search document' })).toHaveFocus();
  });
});
