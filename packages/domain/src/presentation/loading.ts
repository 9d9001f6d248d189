// SPEC §4 Loading and SPEC §3 "Loading state": the presentation fetch lifecycle as a reducer,
// plus the cache decision for a repeat fetch, and the SPEC §3 slides update message applied to
// the loaded presentation by the same private-start rule as a load.
import type { Presentation } from './entities.ts';
import { hasSlides } from './kind.ts';

/** SPEC §4 statuses; `idle` is the state before the first fetch starts. */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** SPEC §3 Loading state: status, error flag, finished flag, id, title, logo, slide window, private start. */
export interface LoadingState {
  readonly status: LoadStatus;
  readonly error: boolean;
  /** True once a fetch has succeeded, or failed with the error flag set; stays true on a refetch. */
  readonly finished: boolean;
  readonly presentationId: number | null;
  readonly title: string | null;
  readonly logo: string | null;
  readonly slidesAvailableDateTime: string | null;
  readonly slidesExpireDateTime: string | null;
  readonly privateSlidesBeginAt: number | null;
  /** The cached presentation a repeat fetch returns. */
  readonly presentation: Presentation | null;
}

/** SPEC §3 slides update message: Slides, PrivateSlidesBeginAt. */
export type SlidesUpdate = Pick<Presentation, 'Slides' | 'PrivateSlidesBeginAt'>;

export type LoadingEvent =
  | { readonly type: 'fetchStarted'; readonly presentationId: number }
  | { readonly type: 'fetchSucceeded'; readonly presentation: Presentation }
  | { readonly type: 'fetchFailed' }
  /** A slides update message for presentationId arrived (realtime, SPEC §7 slide topics). */
  | {
      readonly type: 'slidesReplaced';
      readonly presentationId: number;
      readonly update: SlidesUpdate;
    };

export const initialLoadingState: LoadingState = {
  status: 'idle',
  error: false,
  finished: false,
  presentationId: null,
  title: null,
  logo: null,
  slidesAvailableDateTime: null,
  slidesExpireDateTime: null,
  privateSlidesBeginAt: null,
  presentation: null,
};

/** SPEC §4: the private slides start index is accepted only if a whole number (0, 1, 2, …). */
export function acceptPrivateSlidesBeginAt(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

export interface FetchRequest {
  readonly force: boolean;
  /** When given and different from the cached presentation's id, the cache does not apply. */
  readonly presentationId?: number;
}

/**
 * SPEC §4: a repeat fetch returns the cached presentation unless forced or the earlier load had
 * an error. A fetch already in flight for the same presentation is joined, not repeated.
 */
export function shouldFetch(state: LoadingState, request: FetchRequest): boolean {
  if (request.force) return true;
  if (request.presentationId !== undefined && request.presentationId !== state.presentationId)
    return true;
  if (state.error) return true;
  switch (state.status) {
    case 'idle':
    case 'failed':
      return true;
    case 'loading':
    case 'loaded':
      return false;
  }
}

/**
 * Refetches keep the previous data and `finished` so that a forced reload on reconnect
 * (SPEC §4) does not blank the viewer while it runs.
 */
export function loadingReducer(state: LoadingState, event: LoadingEvent): LoadingState {
  switch (event.type) {
    case 'fetchStarted':
      if (event.presentationId !== state.presentationId) {
        return { ...initialLoadingState, status: 'loading', presentationId: event.presentationId };
      }
      return { ...state, status: 'loading' };
    case 'fetchSucceeded': {
      const p = event.presentation;
      return {
        status: 'loaded',
        error: false,
        finished: true,
        presentationId: p.PresentationId,
        title: p.TitleBarWeb,
        logo: p.PresentationBrandingTitleLogo,
        slidesAvailableDateTime: p.slidesAvailableDateTime,
        slidesExpireDateTime: p.slidesExpireDateTime,
        privateSlidesBeginAt: acceptPrivateSlidesBeginAt(p.PrivateSlidesBeginAt),
        presentation: p,
      };
    }
    case 'fetchFailed':
      return { ...state, status: 'failed', error: true, finished: true };
    case 'slidesReplaced':
      return replaceSlides(state, event.presentationId, event.update);
  }
}

/**
 * SPEC §3 slides update message: the deck and the private start replace the loaded ones, the
 * start taken by the SPEC §4 rule of a load (a whole number or nothing). An update for another
 * presentation than the loaded one is stale and ignored. HasSlides stays true once the event has
 * slides: a public participant's cut may be empty (SPEC §6), yet the kind, and with it the view
 * on screen, must not flip under the viewer. The status is left alone, so a forced reload that is
 * running still lands afterwards.
 */
function replaceSlides(
  state: LoadingState,
  presentationId: number,
  update: SlidesUpdate,
): LoadingState {
  const current = state.presentation;
  if (current === null || current.PresentationId !== presentationId) return state;
  return {
    ...state,
    privateSlidesBeginAt: acceptPrivateSlidesBeginAt(update.PrivateSlidesBeginAt),
    presentation: {
      ...current,
      Slides: update.Slides,
      PrivateSlidesBeginAt: update.PrivateSlidesBeginAt,
      HasSlides: hasSlides(current) || update.Slides.length > 0,
    },
  };
}
