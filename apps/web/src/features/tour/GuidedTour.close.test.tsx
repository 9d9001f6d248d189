// Closing the guided tour completes it too (SPEC §2). In a file of its own: driver.js keeps its
// state in its module, so a second tour in one module instance is not a fresh start.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { readCookie } from '../../shared/cookies.ts';
import { ViewerPage } from '../viewer/ViewerPage.tsx';
import { renderWithPresentation } from '../viewer/test-utils.tsx';
import {
  cookieName,
  LAZY,
  liveVideo,
  panelist,
  registerCleanTourPage,
} from './tour.test-fixtures.ts';

registerCleanTourPage();

describe('guided tour for live-video panelists (SPEC §2)', () => {
  it('closing the tour completes it too', async () => {
    renderWithPresentation(<ViewerPage />, liveVideo(), { user: panelist });
    await screen.findByRole('dialog', { name: 'Your presentation' }, LAZY);
    act(() => screen.getByRole('button', { name: 'Close the tour' }).click());
    // The popover fades for the hide delay first; the tour ends, and is remembered, after it.
    await waitFor(() => expect(readCookie(cookieName)).toBe('1'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
