// What the entry sequence hands the viewer once the user and presentation are loaded (SPEC §2).
import { createContext, useContext } from 'react';
import type { Presentation, User } from '@podium/domain';

export interface LoadedPresentation {
  presId: number;
  presentation: Presentation;
  /** Null when the user load failed: SPEC §2 says proceed anyway. */
  user: User | null;
  /** Activity log id of this visit (from the route call), for logevent. */
  logId: number | null;
  /**
   * A retail show (the route answer's IsRetail): loaded by the retail call, with no socket, no
   * hub token and no activity log (SPEC §4, §7). Absent means false.
   */
  isRetail?: boolean;
  /** The link code a retail show was reached by (SPEC §7 retail calls), if any. */
  linkCode?: string | null;
  /**
   * The manage area's attendee preview: the event as an attendee sees it, with no socket (SPEC
   * §4 "a socket opens unless preview") and no activity log (no logId). Absent means false.
   */
  preview?: boolean;
}

export const PresentationContext = createContext<LoadedPresentation | null>(null);

export function usePresentation(): LoadedPresentation {
  const value = useContext(PresentationContext);
  if (!value) throw new Error('usePresentation must be used inside a loaded presentation');
  return value;
}
