// SPEC §2 validation, ARCHITECTURE §4/§5: the entry-code and sign-in forms submit to the
// server, follow its Route, and show its error messages in an alert.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, installFakeFetch } from '../../../app/testing/fakeFetch.ts';
import { renderApp, resetAppState } from '../../../app/testing/renderApp.tsx';
import { SESSION_EXPIRED_FLAG } from '../../session/session.flag.ts';
import { rememberedEntryCode } from '../entry.store.ts';

vi.mock('../../viewer/ViewerPage.tsx', () => ({ ViewerPage: () => <p>viewer</p> }));
// The screens a code leads to load their own data; these tests follow the form to them.
vi.mock('./DisclaimerPage.tsx', () => ({ DisclaimerPage: () => <p>disclaimer</p> }));

beforeEach(resetAppState);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entryCodeBox = () => screen.getByRole('textbox', { name: 'Entry code' });

describe('entry code form', () => {
  it('posts the code with the presentation id and follows the Route it answers', async () => {
    const server = installFakeFetch({
      'POST entrycode/processEntrycode': {
        body: { PresentationId: 1001, IsPublicParticipant: false, Route: 'disclaimer' },
      },
    });
    sessionStorage.setItem(SESSION_EXPIRED_FLAG, '1');
    const { router } = renderApp('/1001/validate/');
    await userEvent.type(entryCodeBox(), '  DEMO-1001 ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/1001/disclaimer/'));
    expect(server.to('POST entrycode/processEntrycode')[0]?.body).toEqual({
      EntryCode: 'DEMO-1001',
      PresentationId: 1001,
    });
    expect(rememberedEntryCode(1001)).toBe('DEMO-1001');
    expect(sessionStorage.getItem(SESSION_EXPIRED_FLAG)).toBeNull();
  });

  it('shows the server message in an alert and stays', async () => {
    installFakeFetch({
      'POST entrycode/processEntrycode': {
        status: 400,
        body: errorBody(400, 'The entry code is not valid.'),
      },
    });
    const { router } = renderApp('/1001/validate/');
    await userEvent.type(entryCodeBox(), 'WRONG');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The entry code is not valid.');
    expect(router.state.location.pathname).toBe('/1001/validate/');
  });

  it('sends nothing for an empty code', async () => {
    const server = installFakeFetch({});
    renderApp('/1001/validate/');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your entry code.');
    expect(server.requests).toHaveLength(0);
  });
});

describe('sign-in form', () => {
  it('signs in, asks for the route again, and goes where it says', async () => {
    const server = installFakeFetch({
      'POST account/signin': { status: 204 },
      'GET presentation/1001/route': { body: { PresentationId: 1001, Route: 'viewer', LogId: 12 } },
      'GET account/GetLoggedInUserForPresentation': { status: 500 },
      'GET presentation': { status: 500 },
    });
    const { router } = renderApp('/1001/validate/');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'Attendee@Podium.test');
    await userEvent.type(screen.getByLabelText('Password'), 'podium');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(router.state.location.pathname).not.toBe('/1001/validate/'));
    expect(server.to('POST account/signin')[0]?.body).toEqual({
      email: 'attendee@podium.test',
      password: 'podium',
    });
    // The viewer reuses this route answer instead of asking (and logging a visit) again.
    expect(server.to('GET presentation/1001/route')).toHaveLength(1);
  });

  it('says so when the account has no access to this presentation', async () => {
    installFakeFetch({
      'POST account/signin': { status: 204 },
      'GET presentation/1001/route': {
        body: { PresentationId: 1001, Route: 'validate', LogId: null },
      },
    });
    renderApp('/1001/validate/');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'host@podium.test');
    await userEvent.type(screen.getByLabelText('Password'), 'podium');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account does not have access to this presentation.',
    );
  });

  it('shows the server message for wrong credentials, without the session-timeout detour', async () => {
    installFakeFetch({
      'POST account/signin': {
        status: 400,
        body: errorBody(400, 'Email or password is incorrect.'),
      },
    });
    const { router } = renderApp('/1001/validate/');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'attendee@podium.test');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is incorrect.');
    expect(router.state.location.pathname).toBe('/1001/validate/');
    expect(sessionStorage.getItem(SESSION_EXPIRED_FLAG)).toBeNull();
  });

  it('rejects an invalid email before sending', async () => {
    const server = installFakeFetch({});
    renderApp('/1001/validate/');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter a valid email address and your password.',
    );
    expect(server.requests).toHaveLength(0);
  });
});
