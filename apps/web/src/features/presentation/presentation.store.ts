// SPEC §2 entry load and SPEC §4 Loading: first the logged-in user (with the show link; its
// AntiForgeryToken arms the HTTP client), then the presentation; a failed user load does not
// stop the presentation load. The cache rule is the domain's shouldFetch/loadingReducer, which
// also applies the realtime slides update (SPEC §3) to the loaded presentation. A load refused
// because the presentation's call cut the viewer off (SPEC §6) keeps the reason the server gave,
// so the error screen shows the SPEC §8 text that fits.
import { create } from 'zustand';
import {
  initialLoadingState,
  loadingReducer,
  shouldFetch,
  type CutOffReason,
  type LoadingEvent,
  type LoadingState,
  type Presentation,
  type SlidesUpdate,
  type User,
} from '@podium/domain';
import { HttpError, setAntiForgeryToken } from '../../shared/http/client.ts';
import { firstScreenSchemas } from '../../shared/http/lazy-schemas.ts';
import { fetchLoggedInUser } from '../session/session.api.ts';
import { fetchPresentation } from './presentation.api.ts';

interface PresentationState {
  loading: LoadingState;
  /** Null until loaded, or when the user load failed (SPEC §2: proceed anyway). */
  user: User | null;
  /** HTTP status of the last failed presentation load (null: network or parse failure). */
  failureStatus: number | null;
  /** SPEC §6: the last load was refused because the call cut this viewer off, and why. */
  failureReason: CutOffReason | null;
}

const initialState: PresentationState = {
  loading: initialLoadingState,
  user: null,
  failureStatus: null,
  failureReason: null,
};

/** The reason of a refusal (ErrorBody.reason), when the error carries one. */
async function reasonOf(error: unknown): Promise<CutOffReason | null> {
  if (!(error instanceof HttpError)) return null;
  try {
    const { ErrorBodySchema } = await firstScreenSchemas();
    return ErrorBodySchema.safeParse(error.body).data?.reason ?? null;
  } catch {
    return null;
  }
}

export const usePresentationStore = create<PresentationState>(() => initialState);

function dispatch(event: LoadingEvent): void {
  usePresentationStore.setState(({ loading }) => ({ loading: loadingReducer(loading, event) }));
}

let inFlight: { presId: number; promise: Promise<Presentation> } | null = null;

async function loadUserThenPresentation(presId: number, showUrl: string): Promise<Presentation> {
  try {
    const user = await fetchLoggedInUser(presId, showUrl);
    setAntiForgeryToken(user.AntiForgeryToken);
    usePresentationStore.setState({ user });
  } catch {
    usePresentationStore.setState({ user: null });
  }
  try {
    const presentation = await fetchPresentation(presId);
    dispatch({ type: 'fetchSucceeded', presentation });
    usePresentationStore.setState({ failureStatus: null, failureReason: null });
    return presentation;
  } catch (error) {
    const failureReason = await reasonOf(error);
    dispatch({ type: 'fetchFailed' });
    usePresentationStore.setState({
      failureStatus: error instanceof HttpError ? error.status : null,
      failureReason,
    });
    throw error;
  }
}

/**
 * Loads presId's user and presentation, or returns the cached presentation when SPEC §4 allows
 * (not forced, no earlier error). A load already running for presId is joined.
 */
export function loadPresentation(
  presId: number,
  options: { force?: boolean; showUrl?: string } = {},
): Promise<Presentation> {
  const { loading } = usePresentationStore.getState();
  const force = options.force ?? false;
  if (!shouldFetch(loading, { force, presentationId: presId })) {
    if (inFlight && inFlight.presId === presId) return inFlight.promise;
    if (loading.presentation) return Promise.resolve(loading.presentation);
  }
  if (!force && inFlight && inFlight.presId === presId) return inFlight.promise;
  dispatch({ type: 'fetchStarted', presentationId: presId });
  const promise = loadUserThenPresentation(presId, options.showUrl ?? window.location.href).finally(
    () => {
      if (inFlight?.promise === promise) inFlight = null;
    },
  );
  inFlight = { presId, promise };
  return promise;
}

/**
 * SPEC §3 slides update message for presId: the deck and private start replace the loaded ones
 * (with the load's SPEC §4 private-start rule); an update for another presentation is ignored.
 */
export function replaceSlides(presId: number, update: SlidesUpdate): void {
  dispatch({ type: 'slidesReplaced', presentationId: presId, update });
}

/** A new sign-in or entry code changes what the server sends (e.g. public slides): start over. */
export function resetPresentation(): void {
  inFlight = null;
  setAntiForgeryToken(null);
  usePresentationStore.setState(initialState);
}
