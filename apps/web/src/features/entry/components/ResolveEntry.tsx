import { Navigate } from 'react-router';
import { Loading } from '../../../shared/ui/Loading.tsx';
import { entryPaths } from '../entry.paths.ts';
import { usePresId } from '../usePresId.ts';
import { useEntryResolution } from '../useEntryGuard.ts';
import type { ErrorScreenState } from './PresentationGate.tsx';

/** /{presId}/ (SPEC §2): ask the server where to go — validate, disclaimer or viewer. */
export function ResolveEntry() {
  const presId = usePresId();
  const { to, failed } = useEntryResolution(presId);
  if (to) return <Navigate to={to} replace />;
  if (failed?.status === 'failed') {
    const state: ErrorScreenState = { httpStatus: failed.httpStatus };
    return <Navigate to={entryPaths.error(presId)} replace state={state} />;
  }
  return <Loading />;
}
