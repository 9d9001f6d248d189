// SPEC §4 Loading and SPEC §3 "Loading state": the presentation fetch lifecycle as a reducer,
// plus the cache decision for a repeat fetch.
import type { Presentation } from './entities.ts';

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

export type LoadingEvent =
  | { readonly type: 'fetchStarted'; readonly presentationId: number }
  | { readonly type: 'fetchSucceeded'; readonly presentation: Presentation }
  | { readonly type: 'fetchFailed' };

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
  }
}
