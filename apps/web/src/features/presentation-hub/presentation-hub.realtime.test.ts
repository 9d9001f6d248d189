// Presentation-level topics → presentation store (SPEC §7 topics, SPEC §3 slides update message,
// SPEC §4 private slides start and forced reload).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatTopic,
  hubTopics,
  parseTopicMessage,
  topicMessage,
  type Presentation,
  type TopicKind,
  type TopicMessage,
  type TopicOf,
  type TopicPayload,
} from '@podium/domain';
import { makePresentation, makeSlides } from '@podium/domain/testing';
import { resetPresentation, usePresentationStore } from '../presentation/presentation.store.ts';
import {
  applyPresentationMessage,
  mediaGuidsOf,
  presentationHubTopics,
} from './presentation-hub.realtime.ts';

const ROW = '2B1F0A3C-0000-4000-8000-00000000ABCD';
const VIDEO = 'AAAAAAAA-0000-4000-8000-000000000001';
const AUDIO = 'bbbbbbbb-0000-4000-8000-000000000002';

const video = { ContainerGuid: VIDEO, DurationSeconds: 79, Resolutions: [] };
const audio = { ContainerGuid: AUDIO, DurationSeconds: 79, BitRates: [] };

function message<K extends TopicKind>(topic: TopicOf<K>, payload: TopicPayload<K>): TopicMessage {
  const parsed = parseTopicMessage(topicMessage(topic, payload));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.message;
}

function load(presentation: Presentation): void {
  usePresentationStore.setState({
    loading: {
      status: 'loaded',
      error: false,
      finished: true,
      presentationId: presentation.PresentationId,
      title: presentation.TitleBarWeb,
      logo: null,
      slidesAvailableDateTime: null,
      slidesExpireDateTime: null,
      privateSlidesBeginAt: presentation.PrivateSlidesBeginAt,
      presentation,
    },
  });
}

const loaded = () => usePresentationStore.getState().loading;

let reloads: ReturnType<typeof vi.fn<() => void>>;
function apply(m: TopicMessage): void {
  applyPresentationMessage(m, {
    presId: 1001,
    getPresentation: () => loaded().presentation ?? makePresentation(),
    reloadPresentation: reloads,
  });
}

beforeEach(() => {
  resetPresentation();
  reloads = vi.fn<() => void>();
});

describe('presentationHubTopics (SPEC §7)', () => {
  it('names the slide topics by rowguid, a topic per media container and the entry code', () => {
    const topics = presentationHubTopics(
      makePresentation({ rowguid: ROW, Video: video, Audio: audio, PasswordId: 17 }),
    );
    expect(formatTopic(topics.slides)).toBe(`slide.${ROW.toLowerCase()}.addUpdate`);
    expect(formatTopic(topics.publicSlides)).toBe(`slide.public.${ROW.toLowerCase()}.addUpdate`);
    expect(topics.others.map(formatTopic)).toEqual([
      `media.${VIDEO.toLowerCase()}.addUpdate`,
      `media.${AUDIO}.addUpdate`,
      'entrycode.17.update',
    ]);
  });

  it('follows no media or entry-code topic when there is no container or code', () => {
    expect(presentationHubTopics(makePresentation({ PasswordId: null })).others).toEqual([]);
    expect(
      mediaGuidsOf(makePresentation({ Video: video, Audio: { ...audio, ContainerGuid: VIDEO } })),
    ).toEqual([VIDEO.toLowerCase()]);
  });
});

describe('applyPresentationMessage', () => {
  it('replaces the slides and the private start with a slides update (SPEC §3)', () => {
    load(makePresentation({ rowguid: ROW, Slides: makeSlides(3), HasSlides: true }));
    apply(message(hubTopics.slidesUpdate(ROW), { Slides: makeSlides(5), PrivateSlidesBeginAt: 4 }));
    expect(loaded().presentation?.Slides).toEqual(makeSlides(5));
    expect(loaded().presentation?.PrivateSlidesBeginAt).toBe(4);
    expect(loaded().privateSlidesBeginAt).toBe(4);
    expect(loaded().status).toBe('loaded');
    expect(reloads).not.toHaveBeenCalled();
  });

  it('takes the public cut for a public participant, keeping HasSlides (SPEC §6)', () => {
    load(makePresentation({ rowguid: ROW, Slides: makeSlides(2), HasSlides: true }));
    apply(message(hubTopics.publicSlidesUpdate(ROW), { Slides: [], PrivateSlidesBeginAt: 0 }));
    expect(loaded().presentation?.Slides).toEqual([]);
    expect(loaded().presentation?.HasSlides).toBe(true);
    expect(loaded().privateSlidesBeginAt).toBe(0);
  });

  it('accepts only a whole private start (SPEC §4)', () => {
    load(makePresentation({ rowguid: ROW, Slides: makeSlides(3) }));
    apply(
      message(hubTopics.slidesUpdate(ROW), { Slides: makeSlides(3), PrivateSlidesBeginAt: 1.5 }),
    );
    expect(loaded().privateSlidesBeginAt).toBeNull();
  });

  it('ignores a slides update of another presentation', () => {
    load(makePresentation({ rowguid: ROW, Slides: makeSlides(3) }));
    apply(
      message(hubTopics.slidesUpdate('2b1f0a3c-0000-4000-8000-00000000ffff'), {
        Slides: makeSlides(1),
        PrivateSlidesBeginAt: null,
      }),
    );
    expect(loaded().presentation?.Slides).toHaveLength(3);
  });

  it('reloads the presentation for an update of its own media container only', () => {
    load(makePresentation({ rowguid: ROW, Video: video }));
    const update = { Guid: VIDEO, VideoResolutions: [{ Status: 'MovedToCore', Url: null }] };
    apply(message(hubTopics.mediaUpdate(AUDIO), { ...update, Guid: AUDIO }));
    expect(reloads).not.toHaveBeenCalled();
    apply(message(hubTopics.mediaUpdate(VIDEO), update));
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('reloads the presentation when the entry code it was entered with changes', () => {
    load(makePresentation({ rowguid: ROW, PasswordId: 17 }));
    const update = {
      PasswordStartDateUTC: '2026-01-01T00:00:00Z',
      PasswordEndDateUTC: null,
      PasswordType: 'registered',
    };
    apply(message(hubTopics.entryCodeUpdate(18), { ...update, PasswordId: 18 }));
    expect(reloads).not.toHaveBeenCalled();
    apply(message(hubTopics.entryCodeUpdate(17), { ...update, PasswordId: 17 }));
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('leaves conference topics to the conference session', () => {
    load(makePresentation({ rowguid: ROW, Slides: makeSlides(3) }));
    apply(message(hubTopics.callSlide(9001), { SlideIndex: 2 }));
    expect(reloads).not.toHaveBeenCalled();
    expect(loaded().presentation?.Slides).toHaveLength(3);
  });
});
