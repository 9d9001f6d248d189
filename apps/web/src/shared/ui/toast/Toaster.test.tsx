// SPEC §2, §9 toasts: default 3 s, then a fade of 0.01 opacity every 10 ms, default background
// #2e7fd1, z-index 90, in a `status` live region with a close icon.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n.ts';
import { showToast, Toaster } from './index.ts';
import { useToastStore } from './toast.store.ts';

const toastOf = (text: string) => screen.getByText(text).closest('.pd-toast') as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  useToastStore.setState({ toasts: [] });
  render(<Toaster />);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows heading, message and icon in the status region with the SPEC defaults', () => {
    act(() => void showToast({ heading: 'Heads up', message: 'Slides updated.', icon: 'info' }));
    const region = screen.getByRole('status');
    expect(region).toHaveStyle({ zIndex: '90' });
    expect(region).toHaveTextContent('Heads up');
    expect(region).toHaveTextContent('Slides updated.');
    expect(toastOf('Slides updated.')).toHaveStyle({ background: '#2e7fd1', opacity: '1' });
    expect(region.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('stays fully visible for 3 s, fades 0.01 per 10 ms, and is gone after the fade', () => {
    act(() => void showToast({ message: 'Saved.' }));
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(toastOf('Saved.')).toHaveStyle({ opacity: '1' });
    act(() => {
      vi.advanceTimersByTime(1 + 10);
    });
    expect(Number(toastOf('Saved.').style.opacity)).toBeCloseTo(0.99, 5);
    act(() => {
      vi.advanceTimersByTime(490);
    });
    expect(Number(toastOf('Saved.').style.opacity)).toBeCloseTo(0.5, 5);
    act(() => {
      vi.advanceTimersByTime(480);
    });
    expect(Number(toastOf('Saved.').style.opacity)).toBeCloseTo(0.02, 5);
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });

  it('honours a custom duration and background', () => {
    act(() => void showToast({ message: 'Quick.', durationMs: 500, background: '#333333' }));
    expect(toastOf('Quick.')).toHaveStyle({ background: '#333333' });
    act(() => {
      vi.advanceTimersByTime(510);
    });
    expect(Number(toastOf('Quick.').style.opacity)).toBeLessThan(1);
  });

  it('closes at once with its close icon, leaving others', () => {
    act(() => {
      showToast({ message: 'First.' });
      showToast({ message: 'Second.' });
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(screen.queryByText('First.')).not.toBeInTheDocument();
    expect(screen.getByText('Second.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByText('Second.')).not.toBeInTheDocument();
  });
});
