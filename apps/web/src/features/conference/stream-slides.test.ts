import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STREAM_SLIDE_HOLD_MAX_MS } from '@podium/domain';
import { applyWhenStreamShows, setStreamSlideClock } from './stream-slides.ts';

const T0 = Date.parse('2026-12-01T10:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe("a live video attendee's slide changes follow the stream", () => {
  let streamAtMs: number | null;
  let applied: number[];
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
    streamAtMs = T0 - 3_000;
    applied = [];
  });
  afterEach(() => {
    setStreamSlideClock(null);
    vi.useRealTimers();
  });
  const clock = () => (streamAtMs === null ? null : new Date(streamAtMs));

  it('applies at once without a stream clock, or without a moment', () => {
    applyWhenStreamShows(iso(T0), () => applied.push(1));
    setStreamSlideClock(clock);
    applyWhenStreamShows(undefined, () => applied.push(2));
    expect(applied).toEqual([1, 2]);
  });

  it('holds a change until the stream shows its moment, then applies them in order', () => {
    setStreamSlideClock(clock);
    applyWhenStreamShows(iso(T0), () => applied.push(1));
    applyWhenStreamShows(iso(T0 + 1_000), () => applied.push(2));
    vi.advanceTimersByTime(1_000);
    expect(applied).toEqual([]);
    streamAtMs = T0;
    vi.advanceTimersByTime(200);
    expect(applied).toEqual([1]);
    streamAtMs = T0 + 1_500;
    vi.advanceTimersByTime(200);
    expect(applied).toEqual([1, 2]);
  });

  it('a later change never overtakes an earlier one still held', () => {
    setStreamSlideClock(clock);
    applyWhenStreamShows(iso(T0 + 2_000), () => applied.push(1));
    // Out of order: an earlier moment after a later one waits behind it.
    applyWhenStreamShows(iso(T0 - 5_000), () => applied.push(2));
    expect(applied).toEqual([]);
    streamAtMs = T0 + 2_000;
    vi.advanceTimersByTime(200);
    expect(applied).toEqual([1, 2]);
  });

  it('lets a change go after STREAM_SLIDE_HOLD_MAX_MS when the stream stopped', () => {
    setStreamSlideClock(clock);
    applyWhenStreamShows(iso(T0), () => applied.push(1));
    vi.advanceTimersByTime(STREAM_SLIDE_HOLD_MAX_MS - 200);
    expect(applied).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(applied).toEqual([1]);
  });

  it('applies what it holds when the stream goes away', () => {
    setStreamSlideClock(clock);
    applyWhenStreamShows(iso(T0), () => applied.push(1));
    setStreamSlideClock(null);
    expect(applied).toEqual([1]);
  });
});
