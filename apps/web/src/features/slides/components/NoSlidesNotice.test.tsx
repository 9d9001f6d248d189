import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { makePresentation, renderWithPresentation } from '../../viewer/test-utils.tsx';
import { setServerClockOffset } from '../../../shared/server-clock.ts';
import { NoSlidesNotice } from './NoSlidesNotice.tsx';

const NOW = Date.UTC(2026, 11, 8, 15, 0);
const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  setServerClockOffset(0);
  vi.useRealTimers();
});

const windowed = (from: number | null, until: number | null) =>
  makePresentation({
    HasSlides: true,
    Slides: [],
    slidesAvailableDateTime: from === null ? null : new Date(from).toISOString(),
    slidesExpireDateTime: until === null ? null : new Date(until).toISOString(),
  });

describe('NoSlidesNotice (SPEC §3 slides window)', () => {
  it('says the deck is empty when no window keeps it', () => {
    renderWithPresentation(<NoSlidesNotice />, windowed(null, null));
    expect(screen.getByRole('status')).toHaveTextContent(
      'No slides are available for this presentation.',
    );
  });

  it('says when the slides open', () => {
    renderWithPresentation(<NoSlidesNotice />, windowed(NOW + 30 * MINUTE, null));
    expect(screen.getByRole('status')).toHaveTextContent(
      /^The slides will be available from .*2026.*\.$/,
    );
  });

  it('says the slides are no longer available once the window has closed', () => {
    renderWithPresentation(<NoSlidesNotice />, windowed(NOW - 60 * MINUTE, NOW - MINUTE));
    expect(screen.getByRole('status')).toHaveTextContent('The slides are no longer available.');
  });

  it("judges the window by the server's clock, not the device's", () => {
    // The device is an hour slow: by the server the window opened half an hour ago.
    setServerClockOffset(60 * MINUTE);
    renderWithPresentation(<NoSlidesNotice />, windowed(NOW + 30 * MINUTE, null));
    expect(screen.getByRole('status')).toHaveTextContent(
      'No slides are available for this presentation.',
    );
  });
});
