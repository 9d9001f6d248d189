import { describe, expect, it } from 'vitest';
import {
  formatTopic,
  hubTopics,
  parseTopic,
  TOPIC_KINDS,
  TopicStringSchema,
  type TopicDescriptor,
} from './topics.ts';

const GUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

// SPEC §7 Realtime: every topic, spelled exactly as SPEC writes it.
const cases: [TopicDescriptor, string][] = [
  [hubTopics.callStatus(42), 'conferencecall.42.status'],
  [hubTopics.userQuestion(42, 7), 'conferencecall.42.user.7.question'],
  [hubTopics.userAccess(42, 7), 'conferencecall.42.user.7.access'],
  [hubTopics.callAccess(42), 'conferencecall.42.access'],
  [hubTopics.callSlide(42), 'conferencecall.42.slide'],
  [hubTopics.callPresenter(42), 'conferencecall.42.presenter'],
  [hubTopics.presenterControl(42), 'conferencecall.42.presentercontrol'],
  [hubTopics.presenterList(42), 'conferencecall.42.PresenterList'],
  [hubTopics.attendeePresenterList(42), 'conferencecall.42.AttendeePresenterList'],
  [hubTopics.callUpdate(42), 'conferencecall.42.update'],
  [hubTopics.callNotification(42), 'conferencecall.42.notification'],
  [hubTopics.consoleUpdate(42), 'conferencecall.42.console'],
  [hubTopics.entryCodeUpdate(9), 'entrycode.9.update'],
  [hubTopics.slidesUpdate(GUID), `slide.${GUID}.addUpdate`],
  [hubTopics.publicSlidesUpdate(GUID), `slide.public.${GUID}.addUpdate`],
  [hubTopics.mediaUpdate(GUID), `media.${GUID}.addUpdate`],
  [hubTopics.audioState(42, 7), 'meeting.42.participant.7.audioState'],
  [hubTopics.playback(42), 'liveevent.42.playback'],
  [hubTopics.meetingParticipants(42), 'meeting.42.participants'],
];

describe('SPEC §7 topic builders and parser', () => {
  it('covers every topic kind once', () => {
    expect(cases.map(([d]) => d.kind).sort()).toEqual([...TOPIC_KINDS].sort());
  });

  it.each(cases)('formats %o as %s and parses it back', (descriptor, text) => {
    expect(formatTopic(descriptor)).toBe(text);
    expect(parseTopic(text)).toEqual(descriptor);
    expect(TopicStringSchema.safeParse(text).success).toBe(true);
  });

  it('keys guids in lower case, so two spellings of one guid are one room', () => {
    const upper = GUID.toUpperCase();
    expect(formatTopic(hubTopics.slidesUpdate(upper))).toBe(`slide.${GUID}.addUpdate`);
    expect(parseTopic(`slide.public.${upper}.addUpdate`)).toEqual(
      hubTopics.publicSlidesUpdate(GUID),
    );
    expect(formatTopic({ kind: 'mediaUpdate', guid: upper })).toBe(`media.${GUID}.addUpdate`);
  });

  it.each([
    '',
    'conferencecall',
    'conferencecall.42',
    'conferencecall.42.unknown',
    'conferencecall.42.Status', // segment names are case-sensitive
    'conferencecall.42.presenterlist',
    'conferencecall.42.status.extra',
    'conferencecall.042.status', // one spelling per id
    'conferencecall.0.status',
    'conferencecall.-1.status',
    'conferencecall.1e3.status',
    'conferencecall.2147483648.status', // past the 32-bit id range
    'conferencecall.42.user.7',
    'conferencecall.42.user.x.question',
    'conferencecall.42.member.7.question',
    'conferencecall.42.user.7.audio',
    'entrycode.9',
    'entrycode.abc.update',
    'slide.not-a-guid.addUpdate',
    `slide.${GUID}.update`,
    `slide.private.${GUID}.addUpdate`,
    `slide.public.${GUID}`,
    `media.${GUID}.addupdate`,
    'meeting.42.participant.7.audiostate',
    'meeting.42.attendee.7.audioState',
    'liveevent.42.control',
    'liveevent..playback',
    'Conferencecall.42.status',
    'conferencecall.42.status ',
    `conferencecall.${'1'.repeat(200)}.status`,
  ])('rejects %j', (text) => {
    expect(parseTopic(text)).toBeNull();
    expect(TopicStringSchema.safeParse(text).success).toBe(false);
  });

  it('accepts the largest 32-bit id', () => {
    expect(parseTopic('conferencecall.2147483647.status')).toEqual(
      hubTopics.callStatus(2_147_483_647),
    );
  });
});
