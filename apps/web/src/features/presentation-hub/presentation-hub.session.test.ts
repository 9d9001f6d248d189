// The presentation-level hub session (SPEC §2 socket token on entry, SPEC §4 reconnect reloads
// the presentation forced, SPEC §6 public slide topic, SPEC §8/§9 connection toaster) and the
// UpdateUserPresData path it opens for resume saves (SPEC §7).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hubTopics, type Presentation } from '@podium/domain';
import { makePresentation, makeSlides } from '@podium/domain/testing';
import { createFakeHub, type FakeHub } from '../../shared/hub/testing/fakeHub.ts';
import { resetPresentation, usePresentationStore } from '../presentation/presentation.store.ts';
import {
  startPresentationHubSession,
  type PresentationHubSession,
} from './presentation-hub.session.ts';
import { sendUserPresData, usePresentationHubStore } from './presentation-hub.store.ts';

const ROW = '2b1f0a3c-0000-4000-8000-00000000abcd';
const VIDEO = 'aaaaaaaa-0000-4000-8000-000000000001';
const FULL = `slide.${ROW}.addUpdate`;
const PUBLIC = `slide.public.${ROW}.addUpdate`;

let hub: FakeHub;
let reloads: ReturnType<typeof vi.fn<() => void>>;
let session: PresentationHubSession | null;
let clock: number;

function start(presentation: Presentation = makePresentation({ rowguid: ROW })) {
  session = startPresentationHubSession({
    presId: presentation.PresentationId,
    logId: 77,
    getPresentation: () => usePresentationStore.getState().loading.presentation ?? presentation,
    reloadPresentation: reloads,
    hub,
    now: () => clock,
  });
  return session;
}

const flush = () => vi.advanceTimersByTimeAsync(0);
const toaster = () => usePresentationHubStore.getState().toaster;

beforeEach(() => {
  vi.useFakeTimers();
  clock = 1_000_000;
  resetPresentation();
  hub = createFakeHub();
  reloads = vi.fn<() => void>();
  session = null;
});
afterEach(() => {
  session?.stop();
  vi.useRealTimers();
});

describe('presentation hub session', () => {
  it('starts the hub and follows the full slide topic, media and entry code (SPEC §2, §7)', async () => {
    start(
      makePresentation({
        rowguid: ROW,
        PasswordId: 5,
        Video: { ContainerGuid: VIDEO, DurationSeconds: 79, Resolutions: [] },
      }),
    );
    await flush();
    expect(hub.started()).toBe(true);
    expect(hub.followed().sort()).toEqual(
      [FULL, `media.${VIDEO}.addUpdate`, 'entrycode.5.update'].sort(),
    );
  });

  it('falls back to the public slide topic when the full one is refused (SPEC §6)', async () => {
    hub.refused.add(FULL);
    start();
    await flush();
    expect(hub.subscribed).toEqual([FULL, PUBLIC]);
    // The refused topic is not kept, so a reconnect does not ask for it again.
    expect(hub.followed()).toEqual([PUBLIC]);
  });

  it('applies a slides update to the loaded presentation', async () => {
    const presentation = makePresentation({ rowguid: ROW, Slides: makeSlides(2) });
    usePresentationStore.setState((s) => ({
      loading: { ...s.loading, status: 'loaded', presentationId: 1001, presentation },
    }));
    start(presentation);
    hub.send(hubTopics.slidesUpdate(ROW), { Slides: makeSlides(4), PrivateSlidesBeginAt: null });
    expect(usePresentationStore.getState().loading.presentation?.Slides).toHaveLength(4);
  });

  it('reloads the presentation, forced, on a reconnect only (SPEC §4)', async () => {
    start();
    hub.connection({ type: 'connected', reconnect: false });
    expect(reloads).not.toHaveBeenCalled();
    hub.connection({ type: 'connectionLost' });
    hub.connection({ type: 'connected', reconnect: true });
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('counts the toaster down from 60, then retrying, then failed; a reconnect hides it (SPEC §8, §9)', async () => {
    start();
    hub.connection({ type: 'connectionLost' });
    expect(toaster()).toMatchObject({ phase: 'countdown', secondsLeft: 60 });
    clock += 5_000;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(toaster()).toMatchObject({ phase: 'countdown', secondsLeft: 55 });
    clock += 55_000;
    await vi.advanceTimersByTimeAsync(55_000);
    expect(toaster()).toEqual({ phase: 'retrying' });
    hub.connection({ type: 'retriesExhausted' });
    expect(toaster()).toEqual({ phase: 'failed' });
    hub.connection({ type: 'connected', reconnect: true });
    expect(toaster()).toEqual({ phase: 'hidden' });
  });

  it('stops the hub and forgets it on stop', async () => {
    const running = start();
    hub.connection({ type: 'connected', reconnect: false });
    expect(usePresentationHubStore.getState()).toMatchObject({ connected: true, presId: 1001 });
    running.stop();
    session = null;
    expect(hub.started()).toBe(false);
    expect(usePresentationHubStore.getState()).toMatchObject({
      connected: false,
      sender: null,
      presId: null,
    });
    hub.connection({ type: 'connectionLost' });
    expect(toaster()).toEqual({ phase: 'hidden' });
  });
});

describe('sendUserPresData (SPEC §7 UpdateUserPresData)', () => {
  it('sends over the connected hub of the same presentation and reports the server’s answer', async () => {
    start();
    expect(await sendUserPresData(1001, 12.5)).toBe(false);
    expect(hub.updateUserPresData).not.toHaveBeenCalled();

    hub.connection({ type: 'connected', reconnect: false });
    expect(await sendUserPresData(1001, 12.5)).toBe(true);
    expect(hub.updateUserPresData).toHaveBeenLastCalledWith({
      PresId: 1001,
      ResumeMediaData: { TimeStampSeconds: 12.5 },
    });
    expect(await sendUserPresData(1002, 3)).toBe(false);

    hub.updateUserPresData.mockResolvedValueOnce({ ok: false, error: 'forbidden' });
    expect(await sendUserPresData(1001, 20)).toBe(false);

    hub.connection({ type: 'connectionLost' });
    expect(await sendUserPresData(1001, 21)).toBe(false);
    expect(hub.updateUserPresData).toHaveBeenCalledTimes(2);
  });
});
