// The SPEC §1 kind of the loaded presentation and the SPEC §2 route child that renders it
// (domain viewerRouteOf).
import { useMemo } from 'react';
import { viewerRouteOf, type ViewerRoute } from '@podium/domain';
import { usePresentation } from '../presentation/presentation.context.ts';

export function useViewerKind(): ViewerRoute {
  const { presentation } = usePresentation();
  return useMemo(() => viewerRouteOf(presentation), [presentation]);
}
