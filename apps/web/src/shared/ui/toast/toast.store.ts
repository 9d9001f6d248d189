// SPEC §2, §9 toasts: optional heading, message, icon, close icon; shown for 3 s by default,
// then faded out 0.01 opacity every 10 ms (so one second) and removed. The timers live here,
// not in the component, so every feature can raise a toast without rendering anything.
import { create } from 'zustand';
import {
  TOAST_DEFAULT_BACKGROUND,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_FADE_INTERVAL_MS,
  TOAST_FADE_STEP,
} from '@podium/domain';

export type ToastIcon = 'info' | 'success' | 'warning' | 'error';

export interface ToastOptions {
  heading?: string;
  message: string;
  icon?: ToastIcon;
  durationMs?: number;
  background?: string;
}

export interface Toast {
  readonly id: number;
  readonly heading: string | null;
  readonly message: string;
  readonly icon: ToastIcon | null;
  readonly background: string;
  readonly opacity: number;
}

interface ToastState {
  toasts: readonly Toast[];
}

export const useToastStore = create<ToastState>(() => ({ toasts: [] }));

/** Whole steps, so opacity reaches exactly 0 instead of drifting on float sums. */
const FADE_STEPS = Math.round(1 / TOAST_FADE_STEP);

const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

function update(id: number, change: (toast: Toast) => Toast | null): void {
  useToastStore.setState(({ toasts }) => ({
    toasts: toasts.flatMap((toast) => {
      if (toast.id !== id) return [toast];
      const changed = change(toast);
      return changed ? [changed] : [];
    }),
  }));
}

function clearTimer(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

function fadeStep(id: number, step: number): void {
  if (step >= FADE_STEPS) {
    dismissToast(id);
    return;
  }
  update(id, (toast) => ({ ...toast, opacity: 1 - step * TOAST_FADE_STEP }));
  timers.set(
    id,
    setTimeout(() => fadeStep(id, step + 1), TOAST_FADE_INTERVAL_MS),
  );
}

/** Shows a toast (SPEC §2) and returns its id for an early dismissToast. */
export function showToast(options: ToastOptions): number {
  const id = nextId++;
  const toast: Toast = {
    id,
    heading: options.heading ?? null,
    message: options.message,
    icon: options.icon ?? null,
    background: options.background ?? TOAST_DEFAULT_BACKGROUND,
    opacity: 1,
  };
  useToastStore.setState(({ toasts }) => ({ toasts: [...toasts, toast] }));
  // The fade's first step comes one interval after the visible duration, like an interval timer.
  const visibleMs = options.durationMs ?? TOAST_DEFAULT_DURATION_MS;
  timers.set(
    id,
    setTimeout(() => fadeStep(id, 1), visibleMs + TOAST_FADE_INTERVAL_MS),
  );
  return id;
}

/** Removes a toast at once (its close icon). */
export function dismissToast(id: number): void {
  clearTimer(id);
  update(id, () => null);
}
