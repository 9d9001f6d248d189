// Conference calls on the built-in bridge (SPEC §3 conference call data, call status,
// participant, participant session, presenter, question; SPEC §4 transitions). The call row holds
// both its settings and its live state (status, shared slide, active presenter), so a restarted
// server, or another process, picks the call up exactly where it was.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CallStatus, DialInNumber, StreamingState } from '@podium/domain';
import { presentations } from './presentations.ts';
import { users } from './users.ts';

const utc = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const conferenceCalls = pgTable(
  'conference_calls',
  {
    /** SPEC §3 ConferenceCallData.Id (the confId of SPEC §7 paths). */
    id: integer('id').primaryKey(),
    presId: integer('pres_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    guid: uuid('guid').notNull().unique(),
    callTitle: text('call_title').notNull(),
    startTimeUtc: utc('start_time_utc').notNull(),
    /** Calendar entry length (SPEC §7 icsfile); the call itself ends when the coordinator ends it. */
    plannedDurationMinutes: integer('planned_duration_minutes').notNull(),
    /** SPEC §4 status; null before the call has started. */
    status: text('status').$type<CallStatus>(),
    streamingState: text('streaming_state').$type<StreamingState>().notNull(),
    statusUpdatedAt: utc('status_updated_at').notNull(),
    /** When the call last went LIVE: where its replay begins in the recorded mix. */
    liveStartedAt: utc('live_started_at'),
    publicCallEndTimeUtc: utc('public_call_end_time_utc'),
    /** SPEC §4 IsDeleted: the call was cancelled. */
    isDeleted: boolean('is_deleted').notNull().default(false),
    replayEnabled: boolean('replay_enabled').notNull(),
    /** SPEC §4/§5 "edit allowed" for questions. */
    questionEditAllowed: boolean('question_edit_allowed').notNull(),
    accessCode: text('access_code').notNull(),
    replayAccessCode: text('replay_access_code').notNull(),
    dialInNumbers: jsonb('dial_in_numbers').$type<DialInNumber[]>().notNull(),
    supportNumber: text('support_number').notNull(),
    presenterControlEnabled: boolean('presenter_control_enabled').notNull(),
    slideSyncEnabled: boolean('slide_sync_enabled').notNull(),
    /** The shared slide (SPEC §3 Slides.CurrentSlideIndex). */
    slideIndex: integer('slide_index').notNull().default(0),
    activePresenterId: integer('active_presenter_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** SPEC §3 NotificationMessage (prescontrol notification). */
    notificationMessage: text('notification_message'),
  },
  (t) => [index('conference_calls_pres').on(t.presId)],
);

/** SPEC §3 Presenter: the call's presenter list, in display order. */
export const conferencePresenters = pgTable(
  'conference_presenters',
  {
    conferenceId: integer('conference_id')
      .notNull()
      .references(() => conferenceCalls.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.conferenceId, t.userId] })],
);

/** SPEC §3 Participant: one per user and call. */
export const conferenceParticipants = pgTable(
  'conference_participants',
  {
    id: serial('id').primaryKey(),
    conferenceId: integer('conference_id')
      .notNull()
      .references(() => conferenceCalls.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailAddress: text('email_address'),
    isPublic: boolean('is_public').notNull(),
    registrationType: text('registration_type').$type<'Standard' | 'ListenOnly'>().notNull(),
    accessRevoked: boolean('access_revoked').notNull().default(false),
    /** SPEC §3 bridge participant update, as last set. */
    bridgeParticipantId: text('bridge_participant_id'),
    audioState: text('audio_state').$type<'Muted' | 'Unmuted'>().notNull().default('Muted'),
    allowToTalk: boolean('allow_to_talk').notNull().default(false),
    registeredAt: utc('registered_at').notNull(),
    /** When a server process last vouched for the participant's hub connection (presence.ts). */
    lastSeenAt: utc('last_seen_at'),
  },
  (t) => [unique('conference_participants_user').on(t.conferenceId, t.userId)],
);

/** SPEC §3 Participant session: one per viewer visit (live, replay or simulated-live). */
export const participantSessions = pgTable(
  'participant_sessions',
  {
    id: serial('id').primaryKey(),
    participantId: integer('participant_id')
      .notNull()
      .references(() => conferenceParticipants.id, { onDelete: 'cascade' }),
    conferenceId: integer('conference_id')
      .notNull()
      .references(() => conferenceCalls.id, { onDelete: 'cascade' }),
    participantType: text('participant_type').$type<'Live' | 'Replay' | 'SimuLive'>().notNull(),
    joinTimeUtc: utc('join_time_utc'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: utc('created_at').notNull(),
    /** SPEC §7 events: the last Play / IsStillStreaming (every 28 s, SPEC §9). */
    lastEventType: text('last_event_type'),
    lastEventAt: utc('last_event_at'),
  },
  (t) => [index('participant_sessions_participant').on(t.participantId)],
);

/** SPEC §3 Question. Withdrawn/cancelled questions keep their row (withdrawnAt) for the record. */
export const conferenceQuestions = pgTable(
  'conference_questions',
  {
    id: serial('id').primaryKey(),
    conferenceId: integer('conference_id')
      .notNull()
      .references(() => conferenceCalls.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionType: text('question_type').$type<'Text' | 'Audio'>().notNull(),
    text: text('text'),
    bridgeType: text('bridge_type'),
    doNotAnnounce: boolean('do_not_announce').notNull(),
    status: text('status')
      .$type<'Pristine' | 'Current' | 'Next' | 'Answered' | 'Ignored'>()
      .notNull(),
    createdAt: utc('created_at').notNull(),
    updatedAt: utc('updated_at').notNull(),
    withdrawnAt: utc('withdrawn_at'),
    /** A moderator's written answer, which only the asker sees (null until answered in text). */
    answer: text('answer'),
    answeredAt: utc('answered_at'),
  },
  (t) => [index('conference_questions_call').on(t.conferenceId, t.userId)],
);
