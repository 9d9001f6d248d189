// SPEC §3 slidesAvailableDateTime / slidesExpireDateTime, enforced: outside the window an
// attendee's presentation payload carries no slides, and the slides' own URLs (images,
// thumbnails, search, transitions) answer as for a slide that does not exist.
import { withholdsDeck } from '@podium/domain';
import type { PresentationAccess } from '../access/access.service.ts';
import type { PresentationRow } from './presentation.repository.ts';

export function withholdsDeckFrom(
  row: Pick<PresentationRow, 'slidesAvailableAt' | 'slidesExpireAt'>,
  access: Pick<PresentationAccess, 'isSiteAdmin' | 'role'>,
  nowMs: number,
): boolean {
  return withholdsDeck(
    {
      availableFromMs: row.slidesAvailableAt?.getTime() ?? null,
      expiresAtMs: row.slidesExpireAt?.getTime() ?? null,
    },
    { isSiteAdmin: access.isSiteAdmin, hasEventRole: access.role !== null },
    nowMs,
  );
}
