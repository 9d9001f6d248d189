import { describe, expect, it } from 'vitest';
import {
  acceptPrivateSlidesBeginAt,
  initialLoadingState,
  loadingReducer,
  shouldFetch,
  type LoadingState,
} from './loading.ts';
import { makePresentation, makeSlides } from './presentation.fixture.ts';

const presentation = makePresentation({
  PresentationId: 1001,
  TitleBarWeb: 'Roadshow',
  PresentationBrandingTitleLogo: '/logo.png',
  PrivateSlidesBeginAt: 7,
  slidesAvailableDateTime: '2030-01-01T00:00:00Z',
  slidesExpireDateTime: '2030-02-01T00:00:00Z',
});

function loaded(): LoadingState {
  const started = loadingReducer(initialLoadingState, {
    type: 'fetchStarted',
    presentationId: 1001,
  });
  return loadingReducer(started, { type: 'fetchSucceeded', presentation });
}

function failed(): LoadingState {
  const started = loadingReducer(initialLoadingState, {
    type: 'fetchStarted',
    presentationId: 1001,
  });
  return loadingReducer(started, { type: 'fetchFailed' });
}

describe('SPEC §4 Loading: statuses and finished flag', () => {
  it('starts idle and unfinished', () => {
    expect(initialLoadingState).toMatchObject({
      status: 'idle',
      finished: false,
      error: false,
      presentation: null,
    });
  });

  it('fetch start → loading, not finished', () => {
    const s = loadingReducer(initialLoadingState, { type: 'fetchStarted', presentationId: 1001 });
    expect(s).toMatchObject({
      status: 'loading',
      finished: false,
      error: false,
      presentationId: 1001,
    });
  });

  it('success → loaded and finished, storing SPEC §3 loading-state fields', () => {
    expect(loaded()).toEqual({
      status: 'loaded',
      error: false,
      finished: true,
      presentationId: 1001,
      title: 'Roadshow',
      logo: '/logo.png',
      slidesAvailableDateTime: '2030-01-01T00:00:00Z',
      slidesExpireDateTime: '2030-02-01T00:00:00Z',
      privateSlidesBeginAt: 7,
      presentation,
    });
  });

  it('failure → failed, finished with the error flag set', () => {
    expect(failed()).toMatchObject({ status: 'failed', finished: true, error: true });
  });

  it('a forced refetch keeps the cached data and finished flag while it runs', () => {
    const s = loadingReducer(loaded(), { type: 'fetchStarted', presentationId: 1001 });
    expect(s).toMatchObject({ status: 'loading', finished: true, presentation, title: 'Roadshow' });
  });

  it('a successful retry after a failure clears the error flag', () => {
    const retry = loadingReducer(failed(), { type: 'fetchStarted', presentationId: 1001 });
    expect(retry.error).toBe(true);
    expect(loadingReducer(retry, { type: 'fetchSucceeded', presentation })).toMatchObject({
      status: 'loaded',
      error: false,
    });
  });

  it('fetching another presentation drops the previous one', () => {
    const s = loadingReducer(loaded(), { type: 'fetchStarted', presentationId: 1004 });
    expect(s).toEqual({ ...initialLoadingState, status: 'loading', presentationId: 1004 });
  });
});

describe('SPEC §4 Loading: a repeat fetch returns the cached presentation unless forced or the earlier load had an error', () => {
  it('fetches when nothing was fetched yet', () => {
    expect(shouldFetch(initialLoadingState, { force: false })).toBe(true);
  });
  it('uses the cache after a successful load', () => {
    expect(shouldFetch(loaded(), { force: false })).toBe(false);
    expect(shouldFetch(loaded(), { force: false, presentationId: 1001 })).toBe(false);
  });
  it('fetches when forced', () => {
    expect(shouldFetch(loaded(), { force: true })).toBe(true);
  });
  it('fetches again after an error', () => {
    expect(shouldFetch(failed(), { force: false })).toBe(true);
  });
  it('fetches again while retrying after an error', () => {
    expect(
      shouldFetch(loadingReducer(failed(), { type: 'fetchStarted', presentationId: 1001 }), {
        force: false,
      }),
    ).toBe(true);
  });
  it('joins a fetch already in flight', () => {
    expect(
      shouldFetch(
        loadingReducer(initialLoadingState, { type: 'fetchStarted', presentationId: 1001 }),
        { force: false },
      ),
    ).toBe(false);
  });
  it('fetches when another presentation is asked for', () => {
    expect(shouldFetch(loaded(), { force: false, presentationId: 1004 })).toBe(true);
  });
});

describe('SPEC §4 Loading: private slides start index accepted only if a whole number', () => {
  it.each([
    [0, 0],
    [7, 7],
    [12, 12],
  ])('accepts %s', (value, expected) => {
    expect(acceptPrivateSlidesBeginAt(value)).toBe(expected);
  });
  it.each([
    [null],
    [undefined],
    [7.5],
    [-1],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    ['7'],
    [{}],
  ])('rejects %s', (value) => {
    expect(acceptPrivateSlidesBeginAt(value)).toBeNull();
  });
  it('a non-integer start in the payload is stored as null', () => {
    const s = loadingReducer(initialLoadingState, {
      type: 'fetchSucceeded',
      presentation: makePresentation({ PrivateSlidesBeginAt: 2.5 }),
    });
    expect(s.privateSlidesBeginAt).toBeNull();
  });
});

describe('SPEC §3 slides update message applied to the loaded presentation', () => {
  const withSlides = (count: number, hasSlides = true): LoadingState =>
    loadingReducer(initialLoadingState, {
      type: 'fetchSucceeded',
      presentation: makePresentation({
        PresentationId: 1001,
        Slides: makeSlides(count),
        HasSlides: hasSlides,
      }),
    });

  it('replaces the deck and the private start, keeping the rest of the state', () => {
    const before = withSlides(3);
    const after = loadingReducer(before, {
      type: 'slidesReplaced',
      presentationId: 1001,
      update: { Slides: makeSlides(5), PrivateSlidesBeginAt: 4 },
    });
    expect(after.presentation?.Slides).toEqual(makeSlides(5));
    expect(after.presentation?.PrivateSlidesBeginAt).toBe(4);
    expect(after.privateSlidesBeginAt).toBe(4);
    expect(after).toMatchObject({ status: 'loaded', finished: true, error: false });
    expect(after.title).toBe(before.title);
  });

  it('takes the private start by the SPEC §4 load rule (a whole number or nothing)', () => {
    const after = loadingReducer(withSlides(3), {
      type: 'slidesReplaced',
      presentationId: 1001,
      update: { Slides: makeSlides(3), PrivateSlidesBeginAt: 1.5 },
    });
    expect(after.privateSlidesBeginAt).toBeNull();
  });

  it('keeps HasSlides once the event has slides, even for an empty public cut (SPEC §6)', () => {
    const empty = { Slides: [], PrivateSlidesBeginAt: 0 };
    const cut = loadingReducer(withSlides(2), {
      type: 'slidesReplaced',
      presentationId: 1001,
      update: empty,
    });
    expect(cut.presentation).toMatchObject({ Slides: [], HasSlides: true });
    // Slides carried without the flag still count as an event with slides.
    const unflagged = loadingReducer(withSlides(2, false), {
      type: 'slidesReplaced',
      presentationId: 1001,
      update: empty,
    });
    expect(unflagged.presentation?.HasSlides).toBe(true);
    // A first deck makes it a slides event.
    const first = loadingReducer(withSlides(0, false), {
      type: 'slidesReplaced',
      presentationId: 1001,
      update: { Slides: makeSlides(1), PrivateSlidesBeginAt: null },
    });
    expect(first.presentation?.HasSlides).toBe(true);
  });

  it('ignores an update for another presentation, or before any load', () => {
    const before = withSlides(3);
    const update = { Slides: makeSlides(1), PrivateSlidesBeginAt: null };
    expect(loadingReducer(before, { type: 'slidesReplaced', presentationId: 1002, update })).toBe(
      before,
    );
    expect(
      loadingReducer(initialLoadingState, { type: 'slidesReplaced', presentationId: 1001, update }),
    ).toBe(initialLoadingState);
  });
});
