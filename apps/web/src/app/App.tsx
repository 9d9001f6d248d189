// The router, the toast host above all screens (SPEC §2, §9) and the SPEC §8 connection modals.
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { ConnectionModals } from '../shared/connection/ConnectionModals.tsx';
import { Toaster } from '../shared/ui/toast/index.ts';
import { createAppRouter } from './router.tsx';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <>
      <RouterProvider router={router} />
      <Toaster />
      <ConnectionModals />
    </>
  );
}
