// Where a guarded entry was headed (SPEC §2 viewer, ARCHITECTURE §5 console), carried through the
// validate and disclaimer screens so a coordinator who opened the console lands on the console,
// not the viewer. Only a name from a fixed list travels (in the router's location state), and the
// path is rebuilt from it for the same presentation: no URL is ever taken from the outside, so
// there is nothing to turn into an open redirect.
import type { EntryRoute } from '@podium/domain';
import { entryPaths, pathForRoute } from './entry.paths.ts';

export const ENTRY_DESTINATIONS = ['viewer', 'console', 'studio'] as const;
export type EntryDestination = (typeof ENTRY_DESTINATIONS)[number];

/** The router location state of the validate and disclaimer screens. */
export interface EntryNavigationState {
  readonly destination: EntryDestination;
}

/** A navigation the entry screens perform: where to, and the state to carry along. */
export interface EntryTarget {
  readonly to: string;
  readonly state: EntryNavigationState | null;
}

function isDestination(value: unknown): value is EntryDestination {
  return ENTRY_DESTINATIONS.some((destination) => destination === value);
}

/** The destination a screen was reached with; anything unknown (or none) means the viewer. */
export function destinationFromState(state: unknown): EntryDestination {
  if (typeof state !== 'object' || state === null || !('destination' in state)) return 'viewer';
  return isDestination(state.destination) ? state.destination : 'viewer';
}

export function destinationPath(presId: number, destination: EntryDestination): string {
  switch (destination) {
    case 'console':
      return entryPaths.console(presId);
    case 'studio':
      return entryPaths.studio(presId);
    case 'viewer':
      return entryPaths.viewer(presId);
  }
}

/**
 * Where a route answer (SPEC §2) sends someone headed for `destination`: a `viewer` answer opens
 * the destination itself; the validate and disclaimer screens are passed the destination to
 * follow afterwards; other answers (register, error) end the journey there, except that the
 * console or studio of a retail show asks for a sign-in rather than a registration.
 */
export function entryTarget(
  presId: number,
  route: EntryRoute,
  destination: EntryDestination = 'viewer',
): EntryTarget {
  if (route === 'viewer') return { to: destinationPath(presId, destination), state: null };
  // Staff screens of a retail show are reached by signing in, not by registering as a viewer.
  if (route === 'register' && destination !== 'viewer')
    return { to: pathForRoute(presId, 'validate'), state: { destination } };
  const carried =
    destination !== 'viewer' && (route === 'validate' || route === 'disclaimer')
      ? { destination }
      : null;
  return { to: pathForRoute(presId, route), state: carried };
}
