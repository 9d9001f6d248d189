import { describe, expect, it } from 'vitest';
import { ShowType } from '../constants.ts';
import { PresentationKind, RouteChild } from './kind.ts';
import { makePresentation, makeSlides } from './presentation.fixture.ts';
import { viewerRouteOf } from './viewer-route.ts';

const slides = { HasSlides: true, Slides: makeSlides(3) };

describe('viewerRouteOf', () => {
  it('is the kind and its route child', () => {
    expect(viewerRouteOf(makePresentation({ ...slides, Audio: null, Video: null }))).toEqual({
      kind: PresentationKind.SlidesOnly,
      routeChild: RouteChild.Slides,
    });
    const call = makePresentation({ ...slides, HasConferenceCall: true, PasswordType: 'review' });
    expect(viewerRouteOf(call)).toEqual({
      kind: PresentationKind.CallWithSlides,
      routeChild: RouteChild.SlidesConference,
    });
  });

  it('plays a review of a simulated-live call on demand, with its slides or its audio alone', () => {
    const withSlides = {
      ShowType: ShowType.SimuLiveConferenceCallAndSlides,
      HasConferenceCall: true,
      ...slides,
    };
    expect(viewerRouteOf(makePresentation({ ...withSlides, PasswordType: 'review' }))).toEqual({
      kind: PresentationKind.SimuLiveConferenceCallWithSlides,
      routeChild: RouteChild.MediaSlides,
    });
    expect(viewerRouteOf(makePresentation({ ...withSlides, PasswordType: null }))).toEqual({
      kind: PresentationKind.SimuLiveConferenceCallWithSlides,
      routeChild: RouteChild.SlidesConference,
    });
    const callOnly = makePresentation({
      ShowType: ShowType.SimuLiveConferenceCallOnly,
      HasConferenceCall: true,
      HasSlides: false,
      Slides: [],
      PasswordType: 'review',
    });
    expect(viewerRouteOf(callOnly)).toEqual({
      kind: PresentationKind.SimuLiveConferenceCallOnly,
      routeChild: RouteChild.AudioOnly,
    });
  });
});
