// Where the slide stages offer `Search slides` (the domain's isSlideSearchOffered): the live video
// stage (ConferenceSlideStage) offers it to a viewer who may page, and a result asks the session
// for its slide; a conference call's stage and a live video attendee who only follows do not.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Presentation, User } from '@podium/domain';
import { ConferenceSlideStage } from '../../conference/components/ConferenceSlideStage.tsx';
import { initialConferenceState, useConferenceStore } from '../../conference/conference.store.ts';
import type { ConferenceSession } from '../../conference/conference.session.ts';
import { useActiveSession } from '../../conference/session-host.ts';
import { conferencePresentation } from '../../conference/testing/conferenceFixtures.ts';
import {
  attendee,
  makeSlidesPresentation,
  renderWithPresentation,
} from '../../viewer/test-utils.tsx';

const liveVideoEvent = makeSlidesPresentation(4, { PresentationId: 3001, LiveVideoData: {} });
const withNavigation = (SlideNavigation: boolean): User => ({
  ...attendee,
  PresPermissions: { PresentationRole: 1, SlideNavigation },
});
const live = { ended: false, replayAvailable: false };
const LAZY = { timeout: 5_000 };

/** Lets the stages settle: the search's lazy chunk would show by then where it is offered. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

// The search's chunk loaded once, so where it is offered it shows within a settle.
beforeAll(() => import('./SlideSearch.tsx'));

let goToSlide: ReturnType<typeof vi.fn>;
beforeEach(() => {
  useConferenceStore.setState(initialConferenceState(), true);
  goToSlide = vi.fn();
  useActiveSession.setState({ session: { goToSlide } as unknown as ConferenceSession });
});
afterEach(() => {
  cleanup();
  useActiveSession.setState({ session: null });
  vi.unstubAllGlobals();
});

function stage(presentation: Presentation, user: User) {
  renderWithPresentation(<ConferenceSlideStage liveVideo={live} />, presentation, { user });
  return screen.findByRole('img', { name: /^Slide 1 of/ });
}

describe('Search slides on the slide stages', () => {
  it('live video with slides: offered, and a result turns to its slide', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          Response.json({
            Results: [
              {
                SlideGuid: liveVideoEvent.Slides[2]!.Guid,
                Index: 2,
                Title: null,
                Snippet: 'Fleet',
              },
            ],
          }),
        ),
      ),
    );
    await stage(liveVideoEvent, withNavigation(true));
    const box = await screen.findByRole('searchbox', { name: 'Search slides' }, LAZY);
    const user = userEvent.setup();
    await user.type(box, 'fleet{Enter}');
    await user.click(await screen.findByRole('button', { name: /Slide 3/ }));
    expect(goToSlide).toHaveBeenCalledWith(2, 'direct');
  });

  it('not to a live video attendee who only follows the presenter', async () => {
    await stage(liveVideoEvent, withNavigation(false));
    await settle();
    expect(screen.queryByRole('searchbox', { name: 'Search slides' })).toBeNull();
  });

  it('not on a conference call with slides', async () => {
    await stage(conferencePresentation(), withNavigation(true));
    await settle();
    expect(screen.queryByRole('searchbox', { name: 'Search slides' })).toBeNull();
  });
});
