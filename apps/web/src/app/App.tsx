// The router, and the toast host above all screens (SPEC §2, §9).
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from '../shared/ui/toast/index.ts';
import { createAppRouter } from './router.tsx';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>
  );
}
