// Starts the SPEC §2 entry load for presId once `enabled` (the entry guard allowed the screen)
// and reads its SPEC §4 loading state from the store.
import { useEffect } from 'react';
import type { CutOffReason, Presentation, User } from '@podium/domain';
import { loadPresentation, usePresentationStore, type RetailLoad } from './presentation.store.ts';
import { useSlidesWindowReload } from './useSlidesWindowReload.ts';

export type PresentationLoad =
  | { status: 'loading' }
  | { status: 'loaded'; presentation: Presentation; user: User | null }
  | {
      status: 'failed';
      httpStatus: number | null;
      /** SPEC §6: refused because the call cut this viewer off (ErrorBody.reason). */
      reason: CutOffReason | null;
    };

export function usePresentationLoad(
  presId: number,
  enabled: boolean,
  retail: RetailLoad | null = null,
): PresentationLoad {
  const isRetail = retail !== null;
  const linkCode = retail?.linkCode ?? null;
  const loading = usePresentationStore((state) => state.loading);
  const user = usePresentationStore((state) => state.user);
  const failureStatus = usePresentationStore((state) => state.failureStatus);
  const failureReason = usePresentationStore((state) => state.failureReason);

  useEffect(() => {
    if (!enabled) return;
    // The outcome is read from the store; the promise only reports it to other callers.
    loadPresentation(presId, { retail: isRetail ? { linkCode } : null }).catch(() => undefined);
  }, [presId, enabled, isRetail, linkCode]);
  const loaded = loading.presentation?.PresentationId === presId ? loading.presentation : null;
  useSlidesWindowReload(presId, enabled ? loaded : null);

  if (loading.presentationId !== presId) return { status: 'loading' };
  if (loading.status === 'failed' && loading.presentation === null) {
    return { status: 'failed', httpStatus: failureStatus, reason: failureReason };
  }
  if (loading.presentation && loading.presentation.PresentationId === presId) {
    return { status: 'loaded', presentation: loading.presentation, user };
  }
  return { status: 'loading' };
}
