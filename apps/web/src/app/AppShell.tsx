// Root layout: the one subscription that turns any 401 into the timeout screen (SPEC §8), and the
// error boundary of every screen: an unexpected render failure shows RouteErrorPage, never a blank
// page; moving to another address gives the new screen a fresh start.
import { Component, useEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useUnauthorizedRedirect } from '../features/session/useUnauthorizedRedirect.ts';
import { dismissFirstSlidePoster } from '../shared/first-slide-poster.ts';
import { RouteErrorPage } from './RouteErrorPage.tsx';

interface BoundaryState {
  readonly failed: boolean;
}

class ScreenErrorBoundary extends Component<{ readonly children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    dismissFirstSlidePoster();
    console.error('a screen failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

export function AppShell() {
  useUnauthorizedRedirect();
  const { pathname } = useLocation();
  // The first slide's poster belongs to the address the page was opened at.
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedAt.current) dismissFirstSlidePoster();
  }, [pathname]);
  return (
    <ScreenErrorBoundary key={pathname}>
      <Outlet />
    </ScreenErrorBoundary>
  );
}
