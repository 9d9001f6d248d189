// /manage/* (coordinators and site admins): the manage area is a lazy chunk of its own, outside
// the viewer's initial JS (ARCHITECTURE §7).
import { Suspense, lazy } from 'react';
import { Loading } from '../../shared/ui/Loading.tsx';

const ManageApp = lazy(() => import('./ManageApp.tsx').then((m) => ({ default: m.ManageApp })));

export function ManagePage() {
  return (
    <Suspense fallback={<Loading />}>
      <ManageApp />
    </Suspense>
  );
}
