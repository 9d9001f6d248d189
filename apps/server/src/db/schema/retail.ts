// Retail shows and their registrations (SPEC §2 /register, §3 retail user, §7 retail calls).
import {
  boolean,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { presentations } from './presentations.ts';
import { users } from './users.ts';

export const retailShows = pgTable('retail_shows', {
  presId: integer('pres_id')
    .primaryKey()
    .references(() => presentations.id, { onDelete: 'cascade' }),
  /** The code of the show's public link; stored upper-case, matched case-insensitively. */
  linkCode: text('link_code').notNull().unique(),
  /** Whether visitors register before they watch (domain watchableWithoutRegistration). */
  registrationRequired: boolean('registration_required').notNull().default(true),
});

export const retailRegistrations = pgTable(
  'retail_registrations',
  {
    id: serial('id').primaryKey(),
    presId: integer('pres_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    countryCode: text('country_code').notNull(),
    /** The link code the visitor came with, if any. */
    linkCode: text('link_code'),
    registeredAt: timestamp('registered_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  // One registration per address and show: registering again updates it.
  (t) => [uniqueIndex('retail_registrations_pres_email').on(t.presId, t.email)],
);
