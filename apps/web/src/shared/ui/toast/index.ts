export { showToast, dismissToast, type ToastOptions, type ToastIcon } from './toast.store.ts';
export { Toaster } from './Toaster.tsx';
