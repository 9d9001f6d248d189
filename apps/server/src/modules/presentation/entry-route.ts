// Where a viewer entering a presentation goes next (SPEC §2 entry): validation
// without access, the disclaimer until this session accepted it, else the viewer.
import type { EntryRoute } from '@podium/domain';
import type { PresentationAccess } from '../access/access.service.ts';
import type { PresentationRow } from './presentation.repository.ts';

export function entryRouteFor(
  presentation: PresentationRow,
  access: PresentationAccess | null,
): EntryRoute {
  if (!access) return 'validate';
  if (presentation.disclaimer && !access.grant?.disclaimerAcceptedAt) return 'disclaimer';
  return 'viewer';
}
