import { describe, expect, it } from 'vitest';
import { derivePresentationKind, PresentationKind } from '../presentation/kind.ts';
import { SmallGroupMeetingDataSchema } from '../meeting/entities.ts';
import { AUTHORING_KINDS, authoringKind } from './kinds.ts';
import { EventSettingsBodySchema } from './event-schema.ts';
import { AUTHORED_CALL_ID_BASE, runDataPlan } from './run-data.ts';

const settingsOf = (Kind: string, extra: object = {}) =>
  EventSettingsBodySchema.parse({
    Title: 'Harbor Logistics Q4 Call',
    Kind,
    StartTime: '2026-12-03T09:00',
    Timezone: 'America/Chicago',
    QandAType: 'TextOnly',
    ReplayType: 'WebOnly',
    ...extra,
  });

const audio = { ContainerGuid: 'a' } as never;
const video = { ContainerGuid: 'v' } as never;

describe('run data of an authored event', () => {
  it.each(AUTHORING_KINDS.map((k) => k.kind))(
    '%s: the viewer derives the kind picked from the parts made for it',
    (kind) => {
      const { parts } = authoringKind(kind);
      const plan = runDataPlan(settingsOf(kind), 10_001, '123456');
      const derived = derivePresentationKind({
        ...plan.extras,
        ShowType: plan.showType,
        HasSlides: parts.slides,
        Slides: [],
        Audio: parts.media === 'audio' || parts.media === 'either' ? audio : null,
        Video: parts.media === 'video' ? video : null,
      });
      expect(derived).toBe(kind);
    },
  );

  it('calls, live video, meetings, simulated live and NRS Direct run on a conference call', () => {
    const withCall = AUTHORING_KINDS.filter(
      (k) => runDataPlan(settingsOf(k.kind), 10_001, '1').call !== null,
    ).map((k) => k.kind);
    expect(withCall.sort()).toEqual(
      [
        PresentationKind.ConferenceCalling,
        PresentationKind.CallWithSlides,
        PresentationKind.CallWithoutSlides,
        PresentationKind.TwoWayAudio,
        PresentationKind.VideoWebinar,
        PresentationKind.LiveVideo,
        PresentationKind.SimuLiveConferenceCallWithSlides,
        PresentationKind.SimuLiveConferenceCallOnly,
        PresentationKind.SimuLiveVideo,
        PresentationKind.SmallGroupMeeting,
        PresentationKind.NrsDirect,
      ].sort(),
    );
    for (const kind of ['SlidesOnly', 'DocumentOnly', 'MediaWithSlides', 'VideoOnly', 'AudioOnly'])
      expect(runDataPlan(settingsOf(kind), 10_001, '1')).toMatchObject({
        call: null,
        liveVideo: null,
        meeting: null,
        showType: null,
        extras: { HasConferenceCall: false, ConferenceCallData: null },
      });
  });

  it('the call carries the settings: id, title, start, Q&A, public portion, presenter control', () => {
    const plan = runDataPlan(
      settingsOf('CallWithSlides', {
        AskForPublicPrivate: true,
        PrivateSlidesBeginAt: 3,
        PresenterControlEnabled: true,
        QandAType: 'TextAndAudio',
      }),
      10_042,
      '1',
    );
    expect(plan.call).toMatchObject({
      id: AUTHORED_CALL_ID_BASE + 10_042,
      callTitle: 'Harbor Logistics Q4 Call',
      startTimeUtc: '2026-12-03T15:00:00.000Z',
      replayEnabled: true,
      presenterControlEnabled: true,
      slideSyncEnabled: true,
    });
    expect(plan.extras.ConferenceCallData).toEqual({
      CallTitle: 'Harbor Logistics Q4 Call',
      Id: AUTHORED_CALL_ID_BASE + 10_042,
      AskForPublicPrivate: true,
      QandAType: 'TextAndAudio',
      PreEventQADisabled: false,
      HideDocumentsBeforeEvent: false,
      PresenterControlEnabled: true,
      PlaybackEndTimeUtc: null,
    });
    expect(plan.extras.HasTelephone).toBe(true);
  });

  it('options the kind has no use for stay off', () => {
    const plan = runDataPlan(
      settingsOf('ConferenceCalling', { AskForPublicPrivate: true, PrivateSlidesBeginAt: 2 }),
      10_001,
      '1',
    );
    expect(plan.extras.ConferenceCallData?.AskForPublicPrivate).toBe(false);
    expect(plan.call?.presenterControlEnabled).toBe(false);
    expect(
      runDataPlan(settingsOf('ConferenceCalling', { ReplayType: 'None' }), 1, '1').call,
    ).toMatchObject({ replayEnabled: false });
  });

  it('a live video keeps its replay type and publishes its own replay, not the call’s', () => {
    const plan = runDataPlan(
      settingsOf('LiveVideo', { ReplayType: 'NrsLiveVideoAndSlides' }),
      1,
      '1',
    );
    expect(plan.liveVideo).toEqual({ replayType: 'NrsLiveVideoAndSlides' });
    expect(plan.extras.LiveVideoData).toEqual({ ReplayType: 'NrsLiveVideoAndSlides' });
    expect(plan.call?.replayEnabled).toBe(false);
  });

  it('a small group meeting has its schedule, pin and host-driven slides', () => {
    const plan = runDataPlan(settingsOf('SmallGroupMeeting'), 10_007, '482913');
    expect(plan.meeting).toEqual({ id: 2_010_007, pin: '482913' });
    expect(SmallGroupMeetingDataSchema.parse(plan.extras.SmallGroupMeetingData)).toMatchObject({
      MeetingId: 2_010_007,
      PresId: 10_007,
      MeetingPin: '482913',
      StartDateUTC: '2026-12-03T15:00:00.000Z',
      EndDateUTC: '2026-12-03T16:00:00.000Z',
      Timezone: 'America/Chicago',
    });
    expect(plan.call?.presenterControlEnabled).toBe(true);
  });

  it('simulated-live calls are scheduled at the start with their show type; no slide sync', () => {
    const withSlides = runDataPlan(settingsOf('SimuLiveConferenceCallWithSlides'), 1, '1');
    expect(withSlides.showType).toBe('Simu-Live Conference Call + Slides');
    expect(withSlides.call).toMatchObject({
      startTimeUtc: '2026-12-03T15:00:00.000Z',
      slideSyncEnabled: false,
    });
    expect(runDataPlan(settingsOf('SimuLiveConferenceCallOnly'), 1, '1').showType).toBe(
      'Simu-Live Conference Call Only',
    );
    expect(runDataPlan(settingsOf('SimuLiveVideo'), 1, '1').extras.HasSimuLiveVideo).toBe(true);
  });
});
