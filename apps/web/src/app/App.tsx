// The router, the toast host above all screens (SPEC §2, §9) and the SPEC §8 connection modals.
import { ConnectionModals } from '../shared/connection/ConnectionModals.tsx';
import { Toaster } from '../shared/ui/toast/index.ts';
import { AppRouter } from './router.tsx';

export function App() {
  return (
    <>
      <AppRouter />
      <Toaster />
      <ConnectionModals />
    </>
  );
}
