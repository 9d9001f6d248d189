// SPEC §7 Realtime topics: one builder per topic, a typed descriptor for each, and a strict
// parser from topic string to descriptor. The server keys its rooms by `formatTopic` of a parsed
// topic, so every spelling a client might send for the same topic lands in the same room.
import { z } from 'zod';

/** Largest id the database stores (32-bit signed), as in api/schemas.ts. */
const MAX_ID = 2_147_483_647;

/** A topic descriptor: which SPEC §7 topic, with its ids. `kind` names the topic. */
export type TopicDescriptor =
  | { readonly kind: 'callStatus'; readonly conferenceId: number }
  | { readonly kind: 'userQuestion'; readonly conferenceId: number; readonly coreUserId: number }
  | { readonly kind: 'userAccess'; readonly conferenceId: number; readonly coreUserId: number }
  | { readonly kind: 'callAccess'; readonly conferenceId: number }
  | { readonly kind: 'callSlide'; readonly conferenceId: number }
  | { readonly kind: 'callPresenter'; readonly conferenceId: number }
  | { readonly kind: 'presenterControl'; readonly conferenceId: number }
  | { readonly kind: 'presenterList'; readonly conferenceId: number }
  | { readonly kind: 'attendeePresenterList'; readonly conferenceId: number }
  | { readonly kind: 'callUpdate'; readonly conferenceId: number }
  | { readonly kind: 'callNotification'; readonly conferenceId: number }
  | { readonly kind: 'consoleUpdate'; readonly conferenceId: number }
  | { readonly kind: 'entryCodeUpdate'; readonly passwordId: number }
  | { readonly kind: 'slidesUpdate'; readonly rowGuid: string }
  | { readonly kind: 'publicSlidesUpdate'; readonly rowGuid: string }
  | { readonly kind: 'mediaUpdate'; readonly guid: string }
  | { readonly kind: 'audioState'; readonly conferenceId: number; readonly coreUserId: number }
  | { readonly kind: 'playback'; readonly conferenceId: number }
  | { readonly kind: 'meetingParticipants'; readonly conferenceId: number };

export type TopicKind = TopicDescriptor['kind'];
export type TopicOf<K extends TopicKind> = Extract<TopicDescriptor, { readonly kind: K }>;

export const TOPIC_KINDS = [
  'callStatus',
  'userQuestion',
  'userAccess',
  'callAccess',
  'callSlide',
  'callPresenter',
  'presenterControl',
  'presenterList',
  'attendeePresenterList',
  'callUpdate',
  'callNotification',
  'consoleUpdate',
  'entryCodeUpdate',
  'slidesUpdate',
  'publicSlidesUpdate',
  'mediaUpdate',
  'audioState',
  'playback',
  'meetingParticipants',
] as const satisfies readonly TopicKind[];

/** Conference topics that carry only the conference id: `conferencecall.{id}.{suffix}`. */
const CALL_SUFFIX = {
  callStatus: 'status',
  callAccess: 'access',
  callSlide: 'slide',
  callPresenter: 'presenter',
  presenterControl: 'presentercontrol',
  presenterList: 'PresenterList',
  attendeePresenterList: 'AttendeePresenterList',
  callUpdate: 'update',
  callNotification: 'notification',
  consoleUpdate: 'console',
} as const;
type CallTopicKind = keyof typeof CALL_SUFFIX;
const CALL_KIND_BY_SUFFIX = new Map<string, CallTopicKind>(
  (Object.entries(CALL_SUFFIX) as [CallTopicKind, string][]).map(([kind, suffix]) => [
    suffix,
    kind,
  ]),
);

/**
 * Guids are compared and keyed in lower case: the database may hand out either case, and two
 * spellings of one guid must not make two rooms.
 */
function canonicalGuid(guid: string): string {
  return guid.toLowerCase();
}

/** Builders, one per SPEC §7 topic. */
export const hubTopics = {
  callStatus: (conferenceId: number): TopicOf<'callStatus'> => ({
    kind: 'callStatus',
    conferenceId,
  }),
  userQuestion: (conferenceId: number, coreUserId: number): TopicOf<'userQuestion'> => ({
    kind: 'userQuestion',
    conferenceId,
    coreUserId,
  }),
  userAccess: (conferenceId: number, coreUserId: number): TopicOf<'userAccess'> => ({
    kind: 'userAccess',
    conferenceId,
    coreUserId,
  }),
  callAccess: (conferenceId: number): TopicOf<'callAccess'> => ({
    kind: 'callAccess',
    conferenceId,
  }),
  callSlide: (conferenceId: number): TopicOf<'callSlide'> => ({ kind: 'callSlide', conferenceId }),
  callPresenter: (conferenceId: number): TopicOf<'callPresenter'> => ({
    kind: 'callPresenter',
    conferenceId,
  }),
  presenterControl: (conferenceId: number): TopicOf<'presenterControl'> => ({
    kind: 'presenterControl',
    conferenceId,
  }),
  presenterList: (conferenceId: number): TopicOf<'presenterList'> => ({
    kind: 'presenterList',
    conferenceId,
  }),
  attendeePresenterList: (conferenceId: number): TopicOf<'attendeePresenterList'> => ({
    kind: 'attendeePresenterList',
    conferenceId,
  }),
  callUpdate: (conferenceId: number): TopicOf<'callUpdate'> => ({
    kind: 'callUpdate',
    conferenceId,
  }),
  callNotification: (conferenceId: number): TopicOf<'callNotification'> => ({
    kind: 'callNotification',
    conferenceId,
  }),
  /** The coordinator console's queue and presence (event coordinators and site admins only). */
  consoleUpdate: (conferenceId: number): TopicOf<'consoleUpdate'> => ({
    kind: 'consoleUpdate',
    conferenceId,
  }),
  entryCodeUpdate: (passwordId: number): TopicOf<'entryCodeUpdate'> => ({
    kind: 'entryCodeUpdate',
    passwordId,
  }),
  slidesUpdate: (rowGuid: string): TopicOf<'slidesUpdate'> => ({
    kind: 'slidesUpdate',
    rowGuid: canonicalGuid(rowGuid),
  }),
  publicSlidesUpdate: (rowGuid: string): TopicOf<'publicSlidesUpdate'> => ({
    kind: 'publicSlidesUpdate',
    rowGuid: canonicalGuid(rowGuid),
  }),
  mediaUpdate: (guid: string): TopicOf<'mediaUpdate'> => ({
    kind: 'mediaUpdate',
    guid: canonicalGuid(guid),
  }),
  audioState: (conferenceId: number, coreUserId: number): TopicOf<'audioState'> => ({
    kind: 'audioState',
    conferenceId,
    coreUserId,
  }),
  playback: (conferenceId: number): TopicOf<'playback'> => ({ kind: 'playback', conferenceId }),
  meetingParticipants: (conferenceId: number): TopicOf<'meetingParticipants'> => ({
    kind: 'meetingParticipants',
    conferenceId,
  }),
} as const;

/** The SPEC §7 topic string of a descriptor (canonical form: guids in lower case). */
export function formatTopic(topic: TopicDescriptor): string {
  switch (topic.kind) {
    case 'userQuestion':
      return `conferencecall.${topic.conferenceId}.user.${topic.coreUserId}.question`;
    case 'userAccess':
      return `conferencecall.${topic.conferenceId}.user.${topic.coreUserId}.access`;
    case 'entryCodeUpdate':
      return `entrycode.${topic.passwordId}.update`;
    case 'slidesUpdate':
      return `slide.${canonicalGuid(topic.rowGuid)}.addUpdate`;
    case 'publicSlidesUpdate':
      return `slide.public.${canonicalGuid(topic.rowGuid)}.addUpdate`;
    case 'mediaUpdate':
      return `media.${canonicalGuid(topic.guid)}.addUpdate`;
    case 'audioState':
      return `meeting.${topic.conferenceId}.participant.${topic.coreUserId}.audioState`;
    case 'playback':
      return `liveevent.${topic.conferenceId}.playback`;
    case 'meetingParticipants':
      return `meeting.${topic.conferenceId}.participants`;
    default:
      return `conferencecall.${topic.conferenceId}.${CALL_SUFFIX[topic.kind]}`;
  }
}

/**
 * Ids in topics: positive whole numbers in canonical decimal (no sign, no leading zero), so one
 * id has one spelling and cannot alias another room.
 */
function parseId(text: string | undefined): number | null {
  if (text === undefined || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

const GUID_PATTERN =
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
function parseGuid(text: string | undefined): string | null {
  return text !== undefined && GUID_PATTERN.test(text) ? canonicalGuid(text) : null;
}

/** Longer than any topic SPEC §7 defines; anything past it is rejected before splitting. */
export const MAX_TOPIC_LENGTH = 120;

/**
 * Topic string → descriptor, or null for anything that is not exactly a SPEC §7 topic. Segment
 * names are case-sensitive as SPEC §7 spells them (`PresenterList`, `addUpdate`, `audioState`);
 * guids may come in either case and are returned in lower case.
 */
export function parseTopic(text: string): TopicDescriptor | null {
  if (text.length > MAX_TOPIC_LENGTH) return null;
  const parts = text.split('.');
  const [head, a, b, c, d] = parts;
  switch (head) {
    case 'conferencecall': {
      const conferenceId = parseId(a);
      if (conferenceId === null) return null;
      if (parts.length === 3 && b !== undefined) {
        const kind = CALL_KIND_BY_SUFFIX.get(b);
        return kind === undefined ? null : { kind, conferenceId };
      }
      if (parts.length === 5 && b === 'user') {
        const coreUserId = parseId(c);
        if (coreUserId === null) return null;
        if (d === 'question') return { kind: 'userQuestion', conferenceId, coreUserId };
        if (d === 'access') return { kind: 'userAccess', conferenceId, coreUserId };
      }
      return null;
    }
    case 'entrycode': {
      const passwordId = parseId(a);
      return parts.length === 3 && passwordId !== null && b === 'update'
        ? { kind: 'entryCodeUpdate', passwordId }
        : null;
    }
    case 'slide': {
      if (parts.length === 3 && b === 'addUpdate') {
        const rowGuid = parseGuid(a);
        return rowGuid === null ? null : { kind: 'slidesUpdate', rowGuid };
      }
      if (parts.length === 4 && a === 'public' && c === 'addUpdate') {
        const rowGuid = parseGuid(b);
        return rowGuid === null ? null : { kind: 'publicSlidesUpdate', rowGuid };
      }
      return null;
    }
    case 'media': {
      const guid = parseGuid(a);
      return parts.length === 3 && guid !== null && b === 'addUpdate'
        ? { kind: 'mediaUpdate', guid }
        : null;
    }
    case 'meeting': {
      const conferenceId = parseId(a);
      if (parts.length === 3 && conferenceId !== null && b === 'participants')
        return { kind: 'meetingParticipants', conferenceId };
      const coreUserId = parseId(c);
      return parts.length === 5 &&
        conferenceId !== null &&
        b === 'participant' &&
        coreUserId !== null &&
        d === 'audioState'
        ? { kind: 'audioState', conferenceId, coreUserId }
        : null;
    }
    case 'liveevent': {
      const conferenceId = parseId(a);
      return parts.length === 3 && conferenceId !== null && b === 'playback'
        ? { kind: 'playback', conferenceId }
        : null;
    }
    default:
      return null;
  }
}

/** A topic string on the wire (subscribe/unsubscribe), accepted only when `parseTopic` accepts it. */
export const TopicStringSchema = z
  .string()
  .max(MAX_TOPIC_LENGTH)
  .refine((text) => parseTopic(text) !== null, { error: 'unknown or malformed topic' });
