// People and sessions: users (named or guest), their per-presentation roles (SPEC §6), the
// browser sessions and what each session was granted by an entry code.
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { entryCodes, presentations } from './presentations.ts';
import { retailRegistrations } from './retail.ts';

export const users = pgTable('users', {
  /** SPEC §3 CoreId. */
  id: serial('id').primaryKey(),
  /** Null for guests who entered with an entry code. */
  email: text('email').unique(),
  /** scrypt$N$r$p$salt$hash; null for guests (they cannot sign in). */
  passwordHash: text('password_hash'),
  firstName: text('first_name').notNull(),
  middleInitial: text('middle_initial').notNull().default(''),
  lastName: text('last_name').notNull(),
  company: text('company').notNull().default(''),
  countryCode: text('country_code').notNull().default('US'),
  isSiteAdmin: boolean('is_site_admin').notNull().default(false),
  isUnderwriterAdmin: boolean('is_underwriter_admin').notNull().default(false),
  /** May open the manage area and create events (besides site admins). */
  isEventCoordinator: boolean('is_event_coordinator').notNull().default(false),
  isGuest: boolean('is_guest').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The email a guest gave with their name (users/attendee-details); accounts use `email`. */
  contactEmail: text('contact_email'),
  /** When a guest gave their name, company and email; null until then. */
  detailsGivenAt: timestamp('details_given_at', { withTimezone: true }),
  /** SHA-256 of the guest cookie that lets the same browser enter again as the same guest. */
  guestTokenHash: text('guest_token_hash').unique('users_guest_token_hash'),
});

export const userPresentationRoles = pgTable(
  'user_presentation_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    presId: integer('pres_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    /** SPEC §6 live video role bits: Attendee 1, Panelist 2, Event Coordinator 4. */
    liveVideoRole: integer('live_video_role').notNull().default(0),
    /** SPEC §6 SGM role: None 0, Attendee 1, Host 2. */
    sgmRole: integer('sgm_role').notNull().default(0),
    slideNavigation: boolean('slide_navigation').notNull().default(true),
    isConferencePresenter: boolean('is_conference_presenter').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.presId] })],
);

export const sessions = pgTable(
  'sessions',
  {
    /** Random 256-bit id, the value of the session cookie. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    antiForgeryToken: text('anti_forgery_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_last_seen').on(t.lastSeenAt)],
);

export const sessionGrants = pgTable(
  'session_grants',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    presId: integer('pres_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    /** Entered with a public entry code (SPEC §6 public participant). */
    isPublic: boolean('is_public').notNull().default(false),
    entryCodeId: integer('entry_code_id').references(() => entryCodes.id, { onDelete: 'set null' }),
    disclaimerAcceptedAt: timestamp('disclaimer_accepted_at', { withTimezone: true }),
    /** Granted by registering for a retail show (SPEC §2 /register). */
    retailRegistrationId: integer('retail_registration_id').references(
      () => retailRegistrations.id,
      { onDelete: 'set null' },
    ),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.presId] })],
);
