// SPEC §2 entry load order and SPEC §4 Loading: a repeat load returns the cached presentation
// unless forced or the earlier load failed; a load already running is joined.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSlides } from '@podium/domain/testing';
import { errorBody, installFakeFetch } from '../../app/testing/fakeFetch.ts';
import { makePresentation, makeUser } from '../../app/testing/fixtures.ts';
import { onUnauthorized } from '../../shared/http/client.ts';
import {
  loadPresentation,
  replaceSlides,
  resetPresentation,
  startEarlyEntryLoad,
  usePresentationStore,
} from './presentation.store.ts';

const presentationCalls = (server: ReturnType<typeof installFakeFetch>) =>
  server.to('GET presentation').length;

beforeEach(resetPresentation);
afterEach(() => vi.unstubAllGlobals());

describe('loadPresentation', () => {
  it('loads the user, arms the anti-forgery token, then the presentation, and caches it', async () => {
    const server = installFakeFetch({
      'GET account/GetLoggedInUserForPresentation': { body: makeUser({ AntiForgeryToken: 'tok' }) },
      'GET presentation': { body: makePresentation() },
    });
    const first = await loadPresentation(1001, {
      showUrl: 'https://example.test/presentation/v2/1001/viewer/',
    });
    expect(first.TitleBarWeb).toBe('Acme Corp Investor Day');
    expect(usePresentationStore.getState().user?.FullName).toBe('Ada Attendee');
    expect(server.requests[0]?.query.get('showUrl')).toBe(
      'https://example.test/presentation/v2/1001/viewer/',
    );

    await expect(loadPresentation(1001)).resolves.toBe(first);
    expect(presentationCalls(server)).toBe(1);

    await loadPresentation(1001, { force: true });
    expect(presentationCalls(server)).toBe(2);
    expect(server.to('GET account/GetLoggedInUserForPresentation')).toHaveLength(2);
  });

  it('joins a load already running', async () => {
    const server = installFakeFetch({
      'GET account/GetLoggedInUserForPresentation': { body: makeUser() },
      'GET presentation': { body: makePresentation() },
    });
    const [a, b] = await Promise.all([loadPresentation(1001), loadPresentation(1001)]);
    expect(a).toBe(b);
    expect(presentationCalls(server)).toBe(1);
  });

  it('fetches again after a failed load, and records the failure', async () => {
    let fail = true;
    const server = installFakeFetch({
      'GET account/GetLoggedInUserForPresentation': { body: makeUser() },
      'GET presentation': () =>
        fail ? { status: 503, body: errorBody(503, 'Busy.') } : { body: makePresentation() },
    });
    await expect(loadPresentation(1001)).rejects.toThrow('Busy.');
    const failed = usePresentationStore.getState();
    expect(failed.loading).toMatchObject({ status: 'failed', error: true, finished: true });
    expect(failed.failureStatus).toBe(503);
    fail = false;
    await loadPresentation(1001);
    expect(presentationCalls(server)).toBe(2);
    expect(usePresentationStore.getState().loading).toMatchObject({
      status: 'loaded',
      error: false,
    });
  });

  it('records why the call cut the viewer off (SPEC §6), and forgets it after a load', async () => {
    let answer: 'revoked' | 'forbidden' | 'ok' = 'revoked';
    installFakeFetch({
      'GET account/GetLoggedInUserForPresentation': { body: makeUser() },
      'GET presentation': () => {
        if (answer === 'ok') return { body: makePresentation() };
        const body = errorBody(403, 'Refused.');
        return {
          status: 403,
          body: answer === 'revoked' ? { ...body, reason: 'publicEnded' } : body,
        };
      },
    });
    await expect(loadPresentation(1001)).rejects.toThrow('Refused.');
    expect(usePresentationStore.getState()).toMatchObject({
      failureStatus: 403,
      failureReason: 'publicEnded',
    });
    answer = 'forbidden';
    await expect(loadPresentation(1001)).rejects.toThrow('Refused.');
    expect(usePresentationStore.getState().failureReason).toBeNull();
    answer = 'revoked';
    await expect(loadPresentation(1001)).rejects.toThrow('Refused.');
    answer = 'ok';
    await loadPresentation(1001);
    expect(usePresentationStore.getState()).toMatchObject({
      failureStatus: null,
      failureReason: null,
    });
  });

  it('loads another presentation instead of returning the cached one', async () => {
    const server = installFakeFetch({
      'GET account/GetLoggedInUserForPresentation': { body: makeUser() },
      'GET presentation': (request) => ({
        body: makePresentation({ PresentationId: Number(request.query.get('presid')) }),
      }),
    });
    await loadPresentation(1001);
    const other = await loadPresentation(1004);
    expect(other.PresentationId).toBe(1004);
    expect(presentationCalls(server)).toBe(2);
  });
});

describe('replaceSlides (SPEC §3 slides update message)', () => {
  it('updates the loaded presentation, which a repeat load then returns from the cache', async () => {
    const server = installFakeFetch({
      'GET account/GetLoggedInUserForPresentation': { body: makeUser() },
      'GET presentation': { body: makePresentation({ Slides: makeSlides(3), HasSlides: true }) },
    });
    await loadPresentation(1001);
    replaceSlides(1001, { Slides: makeSlides(5), PrivateSlidesBeginAt: 2.5 });
    replaceSlides(1004, { Slides: makeSlides(1), PrivateSlidesBeginAt: null });

    const { loading } = usePresentationStore.getState();
    expect(loading.presentation?.Slides).toEqual(makeSlides(5));
    // SPEC §4: the private start is accepted only if a whole number, as at load.
    expect(loading.privateSlidesBeginAt).toBeNull();
    expect((await loadPresentation(1001)).Slides).toHaveLength(5);
    expect(presentationCalls(server)).toBe(1);
  });
});

describe('the entry calls go out together (SPEC §2 order kept where answers are applied)', () => {
  const showUrl = 'https://example.test/presentation/v2/1001/viewer/';

  /** Holds the user call's answer until released; the other calls answer at once. */
  function holdUserAnswer(): () => void {
    const answer = globalThis.fetch;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('GetLoggedInUserForPresentation')) await held;
      return answer(input, init);
    });
    return release;
  }

  it('sends the presentation request before the user answer, and applies it after', async () => {
    const server = installFakeFetch({
      'GET account/GetLoggedInUserForPresentation': { body: makeUser() },
      'GET presentation': { body: makePresentation() },
    });
    const releaseUser = holdUserAnswer();
    const load = loadPresentation(1001, { showUrl });
    await vi.waitFor(() => expect(presentationCalls(server)).toBe(1));
    // the presentation has answered, yet nothing is applied while the user answer is out
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(usePresentationStore.getState().loading.presentation).toBeNull();
    expect(usePresentationStore.getState().user).toBeNull();

    const applied: string[] = [];
    const stop = usePresentationStore.subscribe((state, before) => {
      if (state.user !== before.user) applied.push('user');
      if (state.loading.presentation !== before.loading.presentation) applied.push('presentation');
    });
    releaseUser();
    await load;
    stop();
    expect(applied).toEqual(['user', 'presentation']);
  });

  it('uses the calls made ahead of the route answer once, and asks anew after', async () => {
    const server = installFakeFetch({
      'GET account/GetLoggedInUserForPresentation': { body: makeUser() },
      'GET presentation': { body: makePresentation() },
    });
    startEarlyEntryLoad(1001, showUrl);
    expect(presentationCalls(server)).toBe(1);
    await loadPresentation(1001, { showUrl });
    expect(presentationCalls(server)).toBe(1);
    expect(server.to('GET account/GetLoggedInUserForPresentation')).toHaveLength(1);
    expect(usePresentationStore.getState().user?.FullName).toBe('Ada Attendee');

    await loadPresentation(1001, { showUrl, force: true });
    expect(presentationCalls(server)).toBe(2);
  });

  it('ends nothing on an early 401: the load asks again, and that 401 is reported', async () => {
    const server = installFakeFetch({
      'GET account/GetLoggedInUserForPresentation': {
        status: 401,
        body: errorBody(401, 'No session.'),
      },
      'GET presentation': { status: 401, body: errorBody(401, 'No session.') },
    });
    const unauthorized = vi.fn();
    const stop = onUnauthorized(unauthorized);
    startEarlyEntryLoad(1001, showUrl);
    await vi.waitFor(() => expect(presentationCalls(server)).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unauthorized).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('podium.sessionExpired')).toBeNull();

    await expect(loadPresentation(1001, { showUrl })).rejects.toThrow('No session.');
    stop();
    expect(presentationCalls(server)).toBe(2);
    expect(unauthorized).toHaveBeenCalled();
  });

  it('leaves the early answers of another show link unused', async () => {
    const server = installFakeFetch({
      'GET account/GetLoggedInUserForPresentation': { body: makeUser() },
      'GET presentation': { body: makePresentation() },
    });
    startEarlyEntryLoad(1001, showUrl);
    await loadPresentation(1001, { showUrl: `${showUrl}?showId=7` });
    expect(presentationCalls(server)).toBe(2);
  });
});
