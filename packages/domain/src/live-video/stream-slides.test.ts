import { describe, expect, it } from 'vitest';
import { isStreamSlideDue, STREAM_SLIDE_HOLD_MAX_MS } from './stream-slides.ts';

describe('a live video attendee turns the slide when the stream shows it', () => {
  const change = { changedAtMs: 50_000, receivedAtMs: 1_000 };
  it('waits while the stream shows a moment before the change', () => {
    expect(isStreamSlideDue(change, 49_999, 1_000)).toBe(false);
  });
  it('shows it once the stream reaches the change', () => {
    expect(isStreamSlideDue(change, 50_000, 1_000)).toBe(true);
    expect(isStreamSlideDue(change, 52_000, 1_000)).toBe(true);
  });
  it('shows it at once when the stream shows no moment', () => {
    expect(isStreamSlideDue(change, null, 1_000)).toBe(true);
  });
  it('never holds it longer than STREAM_SLIDE_HOLD_MAX_MS', () => {
    expect(STREAM_SLIDE_HOLD_MAX_MS).toBe(10_000);
    expect(isStreamSlideDue(change, 40_000, 1_000 + STREAM_SLIDE_HOLD_MAX_MS - 1)).toBe(false);
    expect(isStreamSlideDue(change, 40_000, 1_000 + STREAM_SLIDE_HOLD_MAX_MS)).toBe(true);
  });
});
