// SPEC §2 guided tour: the domain's one condition (shouldShowTour) fed with this viewer's kind,
// role, layout, browser, replay and the per-presentation completion cookie.
import { useCallback, useState } from 'react';
import {
  effectiveLiveVideoRoles,
  isMobileLayout,
  parseUserAgent,
  shouldShowTour,
  tourCompletedCookie,
} from '@podium/domain';
import { readCookie, setCookie } from '../../shared/cookies.ts';
import { usePresentation } from '../presentation/presentation.context.ts';
import { useViewerKind } from '../viewer/useViewerKind.ts';
import { useViewport } from '../viewer/useViewport.ts';
import { useLiveVideoReplay } from './tour.store.ts';

const COMPLETED = '1';

export interface TourEligibility {
  readonly show: boolean;
  /** Remembers completion for this presentation (SPEC §2: a cookie lasting 1 day). */
  readonly complete: () => void;
}

export function useTourEligible(): TourEligibility {
  const { presId, user } = usePresentation();
  const { kind } = useViewerKind();
  const { width, height } = useViewport();
  const replay = useLiveVideoReplay();
  const cookie = tourCompletedCookie(presId);
  const [completed, setCompleted] = useState(() => readCookie(cookie.name) === COMPLETED);
  const complete = useCallback(() => {
    const { name, days } = tourCompletedCookie(presId);
    setCookie(name, COMPLETED, days);
    setCompleted(true);
  }, [presId]);
  const show = shouldShowTour({
    kind,
    liveVideoRoles: effectiveLiveVideoRoles(user?.PresPermissions.PresentationRole ?? 0, kind),
    isMobile: isMobileLayout(width, height),
    browser: parseUserAgent(navigator.userAgent),
    // Until the live video view has read its event, a replay cannot be ruled out.
    isReplay: replay !== false,
    tourCompleted: completed,
  });
  return { show, complete };
}
