// SPEC §2 entry for the guarded screens: the route answer must name this screen, then the user
// and the presentation load (SPEC §4); the loaded data is provided as PresentationContext.
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { Navigate } from 'react-router';
import type { CutOffReason, EntryRoute } from '@podium/domain';
import { useDocumentHead } from '../../../shared/ui/document-head.ts';
import { Loading } from '../../../shared/ui/Loading.tsx';
import {
  PresentationContext,
  type LoadedPresentation,
} from '../../presentation/presentation.context.ts';
import { usePresentationLoad } from '../../presentation/usePresentationLoad.ts';
import type { EntryDestination } from '../entry.destination.ts';
import { entryPaths } from '../entry.paths.ts';
import { rememberedLinkCode } from '../entry.store.ts';
import { useEntryGuard } from '../useEntryGuard.ts';

export interface ErrorScreenState {
  httpStatus: number | null;
  /** SPEC §6: the presentation's call cut this viewer off (the 403's reason). */
  cutOff?: CutOffReason | null;
}

interface PresentationGateProps {
  presId: number;
  /** The route answer this screen needs (SPEC §2: viewer, or disclaimer). */
  expected: EntryRoute;
  /** Where the user is headed, kept through validation and the disclaimer (default: viewer). */
  destination?: EntryDestination;
  children: ReactNode;
}

export function PresentationGate({
  presId,
  expected,
  destination = 'viewer',
  children,
}: PresentationGateProps) {
  const guard = useEntryGuard(presId, expected, destination);
  const allowed = guard.status === 'allowed';
  const isRetail = allowed && guard.isRetail;
  const linkCode = isRetail ? rememberedLinkCode(presId) : null;
  const load = usePresentationLoad(presId, allowed, isRetail ? { linkCode } : null);
  const logId = allowed && !isRetail ? guard.logId : null;
  // A presentation cached by an earlier screen (the disclaimer) must not show before the route
  // answer allows this screen: until then there is no visit (logId) to log against.
  const presentation = allowed && load.status === 'loaded' ? load.presentation : null;
  const user = load.status === 'loaded' ? load.user : null;
  const value = useMemo<LoadedPresentation | null>(
    () => (presentation ? { presId, presentation, user, logId, isRetail, linkCode } : null),
    [presId, presentation, user, logId, isRetail, linkCode],
  );
  // The screen behind the gate is the page's largest render: it is rendered as a deferred update,
  // which React splits into short slices, so a phone's main thread stays responsive meanwhile.
  const shown = useDeferredValue(value);
  const { t } = useTranslation('common');
  const page =
    destination === 'console' ? 'console' : expected === 'disclaimer' ? 'disclaimer' : 'viewer';
  useDocumentHead(presentation?.TitleBarWeb, t(`meta.${page}`));

  if (guard.status === 'redirect') return <Navigate to={guard.to} state={guard.state} replace />;
  if (guard.status === 'failed') {
    const state: ErrorScreenState = { httpStatus: guard.httpStatus };
    return <Navigate to={entryPaths.error(presId)} replace state={state} />;
  }
  if (load.status === 'failed' && load.httpStatus !== 401) {
    const state: ErrorScreenState = { httpStatus: load.httpStatus, cutOff: load.reason };
    return <Navigate to={entryPaths.error(presId)} replace state={state} />;
  }
  // A 401 is left to the shell, which is already on its way to the timeout screen (SPEC §8).
  if (!shown) return <Loading />;
  return <PresentationContext.Provider value={shown}>{children}</PresentationContext.Provider>;
}
