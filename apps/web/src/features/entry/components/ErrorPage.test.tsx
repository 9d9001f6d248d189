// SPEC §6/§8: a viewer the conference call cut off who reloads is refused the presentation (403
// with ErrorBody.reason) and lands on the error screen with the SPEC §8 text of their cut-off,
// not the generic "no access" text; any other 403 keeps that text and the way to try again.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../../app/testing/fakeFetch.ts';
import { makeUser } from '../../../app/testing/fixtures.ts';
import { renderApp, resetAppState } from '../../../app/testing/renderApp.tsx';

const ACCESS_REVOKED =
  'You are not authorized to participate on this call and your access has been revoked. Please contact your sales representative for any further questions.';
const PUBLIC_ENDED = 'The public portion of this call has ended.';

beforeEach(resetAppState);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function refusedWith(reason?: string) {
  return installFakeFetch({
    'GET presentation/2001/route': { body: { PresentationId: 2001, Route: 'viewer', LogId: 5 } },
    'GET account/GetLoggedInUserForPresentation': { body: makeUser() },
    'GET presentation': {
      status: 403,
      body: {
        statusCode: 403,
        error: 'Forbidden',
        message: ACCESS_REVOKED,
        ...(reason === undefined ? {} : { reason }),
      },
    },
  });
}

describe('the error screen after a reload (SPEC §6, §8)', () => {
  it('shows a revoked participant the access-revoked text, and no way to try again', async () => {
    refusedWith('accessRevoked');
    const { router } = renderApp('/2001/viewer/');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCESS_REVOKED);
    expect(router.state.location.pathname).toBe('/2001/error/');
    expect(screen.queryByRole('link', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows a public participant past the public portion the public-ended message', async () => {
    refusedWith('publicEnded');
    renderApp('/2001/viewer/');
    expect(await screen.findByRole('alert')).toHaveTextContent(PUBLIC_ENDED);
    expect(screen.queryByText(ACCESS_REVOKED)).not.toBeInTheDocument();
  });

  it('keeps the no-access text and Try again for a 403 without a cut-off reason', async () => {
    refusedWith();
    renderApp('/2001/viewer/');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have access to this presentation.',
    );
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/2001/');
  });

  it('ignores a reason it does not know', async () => {
    refusedWith('somethingElse');
    renderApp('/2001/viewer/');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have access to this presentation.',
    );
  });
});
