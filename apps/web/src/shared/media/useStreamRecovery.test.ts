import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STREAM_RETRY_MS, STREAM_STALL_MS, useStreamRecovery } from './useStreamRecovery.ts';

interface Props {
  readonly active: boolean;
  readonly ready: boolean;
  readonly failed: boolean;
  readonly connectionUp: boolean;
}

/** A media element whose time and pause state the test sets. */
function fakeMedia() {
  return { currentTime: 0, paused: false } as HTMLMediaElement;
}

function setup(initial: Partial<Props> = {}) {
  const media = fakeMedia();
  const ref = { current: media };
  const props: Props = { active: true, ready: true, failed: false, connectionUp: true, ...initial };
  const hook = renderHook((p: Props) => useStreamRecovery(ref, p), { initialProps: props });
  return { media, hook };
}

function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useStreamRecovery', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries a failed stream again every STREAM_RETRY_MS while it keeps failing', () => {
    const { hook } = setup();
    const live = { active: true, ready: false, failed: true, connectionUp: true };
    hook.rerender(live);
    advance(STREAM_RETRY_MS - 1);
    expect(hook.result.current.attempt).toBe(0);
    advance(1);
    expect(hook.result.current.attempt).toBe(1);
    advance(STREAM_RETRY_MS);
    expect(hook.result.current.attempt).toBe(2);
    // The stream plays again: no more attempts.
    hook.rerender({ ...live, ready: true, failed: false });
    advance(STREAM_RETRY_MS * 3);
    expect(hook.result.current.attempt).toBe(2);
  });

  it('leaves a failed stream alone when it should not play', () => {
    const { hook } = setup();
    hook.rerender({ active: false, ready: false, failed: true, connectionUp: true });
    advance(STREAM_RETRY_MS * 3);
    expect(hook.result.current.attempt).toBe(0);
  });

  it('tries at once when the hub connection comes back, not on a connection merely up', () => {
    const { hook } = setup({ ready: false, failed: true, connectionUp: false });
    expect(hook.result.current.attempt).toBe(0);
    hook.rerender({ active: true, ready: false, failed: true, connectionUp: true });
    expect(hook.result.current.attempt).toBe(1);
    // A connection that comes back while the stream plays starts nothing.
    hook.rerender({ active: true, ready: true, failed: false, connectionUp: false });
    hook.rerender({ active: true, ready: true, failed: false, connectionUp: true });
    expect(hook.result.current.attempt).toBe(1);
  });

  it('counts a stream playing without moving for STREAM_STALL_MS as stalled, and restarts it', () => {
    const { hook, media } = setup();
    advance(STREAM_STALL_MS - 1_000);
    expect(hook.result.current.stalled).toBe(false);
    // Moving keeps it alive.
    (media as { currentTime: number }).currentTime = 1;
    advance(STREAM_STALL_MS - 1_000);
    expect(hook.result.current.stalled).toBe(false);
    advance(2_000);
    expect(hook.result.current).toMatchObject({ stalled: true, attempt: 0 });
    advance(STREAM_RETRY_MS);
    expect(hook.result.current).toMatchObject({ stalled: false, attempt: 1 });
  });

  it('does not take a paused stream, or one not playing live, for stalled', () => {
    const { hook, media } = setup();
    (media as { paused: boolean }).paused = true;
    advance(STREAM_STALL_MS * 2);
    expect(hook.result.current.stalled).toBe(false);
    (media as { paused: boolean }).paused = false;
    hook.rerender({ active: false, ready: true, failed: false, connectionUp: true });
    advance(STREAM_STALL_MS * 2);
    expect(hook.result.current.stalled).toBe(false);
  });

  it('Try again starts a new attempt at once', () => {
    const { hook } = setup({ ready: false, failed: true });
    act(() => hook.result.current.retry());
    expect(hook.result.current.attempt).toBe(1);
  });
});
