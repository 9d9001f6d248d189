// The validate screen's two ways in (SPEC §2 validation, ARCHITECTURE §4): an entry code, or
// a sign-in followed by a fresh route answer. Both start the presentation state over, since
// who the user is decides what the server sends.
import { HttpError } from '../../shared/http/client.ts';
import { firstScreenSchemas } from '../../shared/http/lazy-schemas.ts';
import { resetPresentation } from '../presentation/presentation.store.ts';
import { signIn } from '../session/session.api.ts';
import { clearSessionExpired } from '../session/session.flag.ts';
import { acceptDisclaimer, leaveEvent, processEntryCode } from './entry.api.ts';
import { entryTarget, type EntryDestination, type EntryTarget } from './entry.destination.ts';
import { forgetRoute, rememberEntryCode, resolveRoute } from './entry.store.ts';

export type EntryOutcome =
  | ({ kind: 'navigate' } & EntryTarget)
  /** The code was accepted; the event asks the attendee's name before going on (to the target). */
  | ({ kind: 'details'; presId: number } & EntryTarget)
  /** The input failed the shared schema; nothing was sent. */
  | { kind: 'invalid' }
  /** Signed in, but the account has no access to this presentation. */
  | { kind: 'noAccess' }
  /** The server refused; message is its text (SPEC §8 "other errors pass on"). Null: unreachable. */
  | { kind: 'failed'; message: string | null };

function failed(error: unknown): EntryOutcome {
  return { kind: 'failed', message: error instanceof HttpError ? error.message : null };
}

function startOver(presId: number): void {
  clearSessionExpired();
  forgetRoute(presId);
  resetPresentation();
}

/**
 * `destination` is where the user was headed before validation; it holds only when the code
 * opens this same presentation (a code for another one starts that one's entry afresh).
 */
export async function enterWithCode(
  presId: number,
  code: string,
  destination: EntryDestination = 'viewer',
): Promise<EntryOutcome> {
  try {
    const { EntryCodeBodySchema } = await firstScreenSchemas();
    const body = EntryCodeBodySchema.safeParse({ EntryCode: code, PresentationId: presId });
    if (!body.success) return { kind: 'invalid' };
    const answer = await processEntryCode(body.data);
    startOver(answer.PresentationId);
    rememberEntryCode(answer.PresentationId, body.data.EntryCode);
    const headedFor = answer.PresentationId === presId ? destination : 'viewer';
    const target = entryTarget(answer.PresentationId, answer.Route, headedFor);
    if (answer.NeedsAttendeeDetails === true)
      return { kind: 'details', presId: answer.PresentationId, ...target };
    return { kind: 'navigate', ...target };
  } catch (error) {
    return failed(error);
  }
}

export async function enterWithSignIn(
  presId: number,
  email: string,
  password: string,
  destination: EntryDestination = 'viewer',
): Promise<EntryOutcome> {
  try {
    const { SignInBodySchema } = await firstScreenSchemas();
    const body = SignInBodySchema.safeParse({ email, password });
    if (!body.success) return { kind: 'invalid' };
    await signIn(body.data);
    startOver(presId);
    const route = await resolveRoute(presId);
    if (route.Route === 'validate') return { kind: 'noAccess' };
    return { kind: 'navigate', ...entryTarget(presId, route.Route, destination) };
  } catch (error) {
    return failed(error);
  }
}

/**
 * SPEC §2 disclaimer "I agree": afterwards the server's route answer is the viewer, so the user
 * goes on to where they were headed (the viewer, or the console they opened).
 */
export async function agreeToDisclaimer(
  presId: number,
  destination: EntryDestination = 'viewer',
): Promise<EntryOutcome> {
  try {
    await acceptDisclaimer(presId);
    forgetRoute(presId);
    return { kind: 'navigate', ...entryTarget(presId, 'viewer', destination) };
  } catch (error) {
    return failed(error);
  }
}

/**
 * SPEC §2 leaveevent: the participant session for the event ends on the server (its grant, its
 * participant sessions and hub connections), and nothing of it stays here: coming back starts the
 * entry over. A failure is ignored (SPEC §8): the page says goodbye either way.
 */
export async function leavePresentation(presId: number): Promise<void> {
  await leaveEvent(presId).catch(() => undefined);
  forgetRoute(presId);
  resetPresentation();
}
