// SPEC §8: HTTP 401 on any call stores the session-expired flag and shows the timeout screen;
// "Sign in again" leads to the validate screen, which explains why.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestVoid, SESSION_EXPIRED_FLAG } from '../shared/http/client.ts';
import { errorBody, installFakeFetch } from './testing/fakeFetch.ts';
import { makeUser } from './testing/fixtures.ts';
import { renderApp, resetAppState } from './testing/renderApp.tsx';

vi.mock('../features/viewer/ViewerPage.tsx', () => ({ ViewerPage: () => <p>viewer</p> }));

const expired = { status: 401, body: errorBody(401, 'Session expired.') };

beforeEach(resetAppState);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('401 → session timeout (SPEC §8)', () => {
  it('turns a 401 during the viewer load into the timeout screen, not the error screen', async () => {
    installFakeFetch({
      'GET presentation/1001/route': { body: { PresentationId: 1001, Route: 'viewer', LogId: 4 } },
      'GET account/GetLoggedInUserForPresentation': { body: makeUser() },
      'GET presentation': expired,
    });
    const { router } = renderApp('/1001/viewer/');
    expect(await screen.findByRole('heading', { name: 'Session timed out' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/1001/timeout/');
    expect(sessionStorage.getItem(SESSION_EXPIRED_FLAG)).toBe('1');
  });

  it('reacts to a 401 from any later call while a presentation screen is open', async () => {
    installFakeFetch({ 'GET account/KeepAlive': expired });
    const { router } = renderApp('/1001/leaveevent/');
    await screen.findByRole('heading', { name: 'Thank you for joining' });
    await expect(requestVoid('account/KeepAlive')).rejects.toThrow('Session expired.');
    expect(await screen.findByRole('heading', { name: 'Session timed out' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/1001/timeout/');
  });

  it('offers to sign in again, and the validate screen says the session timed out', async () => {
    installFakeFetch({});
    sessionStorage.setItem(SESSION_EXPIRED_FLAG, '1');
    const { router } = renderApp('/1001/timeout/');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in again' }));
    expect(router.state.location.pathname).toBe('/1001/validate/');
    expect(screen.getByRole('status')).toHaveTextContent('Your session timed out.');
  });

  it('stays put on a 401 outside any presentation', async () => {
    installFakeFetch({ 'GET account/KeepAlive': expired });
    const { router } = renderApp('/SystemCheckPopup');
    await screen.findByRole('heading', { name: 'System check' });
    await expect(requestVoid('account/KeepAlive')).rejects.toThrow();
    expect(router.state.location.pathname).toBe('/SystemCheckPopup');
  });
});
