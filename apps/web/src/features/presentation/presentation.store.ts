// SPEC §2 entry load and SPEC §4 Loading: first the logged-in user (with the show link; its
// AntiForgeryToken arms the HTTP client), then the presentation; a failed user load does not
// stop the presentation load. Both requests go out together (and, opened at a viewer address,
// beside the route call: startEarlyEntryLoad); their answers are applied in SPEC order, the user's
// first, and only once the route answer allows the screen. The cache rule is the domain's shouldFetch/loadingReducer, which
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
import { fetchLoggedInUser, userFromAnswer } from '../session/session.api.ts';
import { fetchPresentation, fetchRetailShow, presentationFromAnswer } from './presentation.api.ts';

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

/**
 * How long user and presentation answers fetched ahead of the route answer may stand in for the
 * calls (ms): long enough for the slowest first load, short enough that a later visit asks anew.
 */
export const EARLY_ENTRY_MAX_AGE_MS = 15_000;

interface EarlyEntry {
  readonly presId: number;
  /** The page the calls were made for; null for answers the page holds, good for any. */
  readonly showUrl: string | null;
  readonly startedAt: number;
  readonly user: Promise<User>;
  readonly presentation: Promise<Presentation>;
}

let early: EarlyEntry | null = null;

/**
 * Issues presId's user and presentation calls now, ahead of the route answer (speculative: a 401
 * there ends nothing). The answers wait, unapplied, for the load the allowed screen starts. An
 * answer the page already holds (the viewer's HTML, validated by the server) stands in for its
 * call.
 */
export function startEarlyEntryLoad(
  presId: number,
  showUrl: string,
  answered: { readonly user?: unknown; readonly presentation?: unknown } = {},
): void {
  if (early?.presId === presId) return;
  const user =
    answered.user === undefined
      ? fetchLoggedInUser(presId, showUrl, { speculative: true })
      : userFromAnswer(answered.user);
  const presentation =
    answered.presentation === undefined
      ? fetchPresentation(presId, { speculative: true })
      : presentationFromAnswer(answered.presentation);
  // A failed early answer is dropped: the load then makes the call itself.
  user.catch(() => undefined);
  presentation.catch(() => undefined);
  early = { presId, showUrl, startedAt: Date.now(), user, presentation };
}

/**
 * The user and presentation answers the page holds at its entry address, for the load of
 * whichever screen the route answer leads to in this visit.
 */
export function holdEntryAnswers(
  presId: number,
  answered: { readonly user: unknown; readonly presentation: unknown },
): void {
  const user = userFromAnswer(answered.user);
  const presentation = presentationFromAnswer(answered.presentation);
  early = { presId, showUrl: null, startedAt: Date.now(), user, presentation };
}

/** The presentation answer asked for (or held) at page load, while no load has taken it. */
export function earlyPresentation(): Promise<Presentation> | null {
  return early?.presentation ?? null;
}

/** The early calls for this load, once; none when they were for another load or are too old. */
function takeEarlyEntry(presId: number, showUrl: string): EarlyEntry | null {
  const taken = early;
  early = null;
  if (!taken || taken.presId !== presId) return null;
  if (taken.showUrl !== null && taken.showUrl !== showUrl) return null;
  return Date.now() - taken.startedAt <= EARLY_ENTRY_MAX_AGE_MS ? taken : null;
}

/** The early answer when it succeeded; otherwise the call made now (which reports a 401). */
function earlyOrNow<T>(earlyAnswer: Promise<T> | undefined, now: () => Promise<T>): Promise<T> {
  return earlyAnswer ? earlyAnswer.catch(now) : now();
}

/** A retail show loads with the retail call (SPEC §7), with the link code it was reached by. */
export interface RetailLoad {
  readonly linkCode: string | null;
}

async function loadUserThenPresentation(
  presId: number,
  showUrl: string,
  retail: RetailLoad | null,
): Promise<Presentation> {
  // A retail show loads with another call: the early non-retail answer is dropped.
  const ahead = takeEarlyEntry(presId, showUrl);
  const userCall = earlyOrNow(ahead?.user, () => fetchLoggedInUser(presId, showUrl));
  // The presentation request goes out beside the user's; its answer is applied after it.
  const presentationCall = retail
    ? fetchRetailShow(presId, retail.linkCode)
    : earlyOrNow(ahead?.presentation, () => fetchPresentation(presId));
  presentationCall.catch(() => undefined);
  try {
    const user = await userCall;
    setAntiForgeryToken(user.AntiForgeryToken);
    usePresentationStore.setState({ user });
  } catch {
    usePresentationStore.setState({ user: null });
  }
  try {
    const presentation = await presentationCall;
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
  options: { force?: boolean; showUrl?: string; retail?: RetailLoad | null } = {},
): Promise<Presentation> {
  const { loading } = usePresentationStore.getState();
  const force = options.force ?? false;
  if (!shouldFetch(loading, { force, presentationId: presId })) {
    if (inFlight && inFlight.presId === presId) return inFlight.promise;
    if (loading.presentation) return Promise.resolve(loading.presentation);
  }
  if (!force && inFlight && inFlight.presId === presId) return inFlight.promise;
  dispatch({ type: 'fetchStarted', presentationId: presId });
  const promise = loadUserThenPresentation(
    presId,
    options.showUrl ?? window.location.href,
    options.retail ?? null,
  ).finally(() => {
    if (inFlight?.promise === promise) inFlight = null;
  });
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
  early = null;
  setAntiForgeryToken(null);
  usePresentationStore.setState(initialState);
}
