// The SPEC §1 kind of the loaded presentation and the SPEC §2 route child that renders it.
import { useMemo } from 'react';
import {
  derivePresentationKind,
  routeChildForKind,
  type PresentationKind,
  type RouteChild,
} from '@podium/domain';
import { usePresentation } from '../presentation/presentation.context.ts';

export function useViewerKind(): { kind: PresentationKind; routeChild: RouteChild } {
  const { presentation } = usePresentation();
  return useMemo(() => {
    const kind = derivePresentationKind(presentation);
    return { kind, routeChild: routeChildForKind(kind) };
  }, [presentation]);
}
