// Which viewers open the presentation-level hub (SPEC §2 entry socket token, SPEC §4 "a socket
// opens unless preview, retail, reconnect, or no live/media content").
import { describe, expect, it } from 'vitest';
import { RouteChild } from '@podium/domain';
import { opensPresentationHub } from './presentation-hub.rules.ts';

const registered = { PasswordType: 'registered' };

describe('opensPresentationHub', () => {
  it('opens one for slides and the on-demand media kinds', () => {
    for (const route of [
      RouteChild.Slides,
      RouteChild.MediaSlides,
      RouteChild.VideoOnly,
      RouteChild.AudioOnly,
    ]) {
      expect(opensPresentationHub(route, registered), route).toBe(true);
      expect(opensPresentationHub(route, { PasswordType: null }), route).toBe(true);
    }
  });

  it('opens none for documents, nor for the conference kinds (they open their own)', () => {
    for (const route of [
      RouteChild.Documents,
      RouteChild.Conference,
      RouteChild.SlidesConference,
    ]) {
      expect(opensPresentationHub(route, registered), route).toBe(false);
    }
  });

  it('opens none in review mode (SPEC §1: the entry-code type is review)', () => {
    expect(opensPresentationHub(RouteChild.Slides, { PasswordType: 'Review' })).toBe(false);
    expect(opensPresentationHub(RouteChild.MediaSlides, { PasswordType: 'review' })).toBe(false);
  });
});
