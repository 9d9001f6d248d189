// /manage/* (coordinators and site admins): the manage area is a lazy chunk of its own, outside
// the viewer's initial JS (ARCHITECTURE §7).
import { lazy } from 'react';
import { LazyBoundary } from '../../shared/ui/LazyBoundary.tsx';

const ManageApp = lazy(() => import('./ManageApp.tsx').then((m) => ({ default: m.ManageApp })));

export function ManagePage() {
  return (
    <LazyBoundary>
      <ManageApp />
    </LazyBoundary>
  );
}
