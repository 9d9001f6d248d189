// The manage area's events and entry codes: list, create, read, update; add and expire codes,
// publishing entrycode.{passwordId}.update (SPEC §7) so open viewers entered with a code re-read
// what it now admits them to.
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Caller } from '../access/caller.ts';
import {
  hubTopics,
  type EntryCodeCreateBody,
  type EntryCodeCreateBodySchema,
  type EventSettings,
  type ManagedEntryCode,
  type ManagedEventDetail,
  type ManagedEventSummary,
  ConflictError,
  NotFoundError,
  runDataPlan,
  type DialInNumber,
} from '@podium/domain';
import {
  BRIDGE_SUPPORT_NUMBER,
  callDialInNumbers,
  DEFAULT_PHONE_DIRECTORY,
} from '../../bridge/phone-directory.ts';
import { writeRunData } from './run-data.repository.ts';
import type { z } from 'zod';
import type { HubPublisher } from '../../realtime/hub.types.ts';
import type { ManageAccess } from './manage-access.ts';
import type {
  EntryCodeRow,
  ManagedPresentationRow,
  ManageRepository,
  WithinTransaction,
} from './manage.repository.ts';
import {
  presentationValues,
  settingsOf,
  toManagedEntryCode,
  toManagedSlide,
  toSummary,
} from './manage.mapper.ts';

interface Dependencies {
  readonly repo: ManageRepository;
  readonly access: ManageAccess;
  readonly hub: HubPublisher;
  readonly now: () => Date;
  /** The bridge's dial-in numbers (PODIUM_DIAL_IN_NUMBERS). */
  readonly phoneDirectory: readonly DialInNumber[];
}

type EntryCodeInput = z.output<typeof EntryCodeCreateBodySchema>;

/** Digits of a small group meeting's PIN (SPEC §3 MeetingPin), keyed in by those who dial in. */
export const MEETING_PIN_DIGITS = 6;

/**
 * The authored dial-in numbers, or the bridge's primary and the other numbers of its country
 * when the form lists none. An authored country's code comes from the bridge's directory, or
 * from the default one for a country the directory does not list.
 */
function dialInNumbersOf(
  settings: EventSettings,
  directory: readonly DialInNumber[],
): DialInNumber[] {
  if (settings.DialInNumbers.length === 0) return callDialInNumbers(directory);
  const known = [...directory, ...DEFAULT_PHONE_DIRECTORY];
  return settings.DialInNumbers.map((entry, index) => ({
    Country: entry.Country,
    CountryCode:
      known.find((n) => n.Country.toLowerCase() === entry.Country.toLowerCase())?.CountryCode ?? '',
    PhoneNumber: entry.PhoneNumber,
    NumberType: entry.NumberType,
    IsPrimary: index === 0,
  }));
}

function newMeetingPin(): string {
  return String(randomInt(0, 10 ** MEETING_PIN_DIGITS)).padStart(MEETING_PIN_DIGITS, '0');
}

/** The PIN an event's meeting already has, so that an update keeps it. */
function meetingPinOf(row: ManagedPresentationRow): string | null {
  const data = (row.extras.SmallGroupMeetingData ?? row.extras.MeetingData) as {
    MeetingPin?: unknown;
  } | null;
  return typeof data?.MeetingPin === 'string' ? data.MeetingPin : null;
}
export type { EntryCodeCreateBody };

export function createManageService({ repo, access, hub, now, phoneDirectory }: Dependencies) {
  async function detail(event: ManagedPresentationRow): Promise<ManagedEventDetail> {
    const [slideRows, codes] = await Promise.all([
      repo.listSlides(event.id),
      repo.listEntryCodes(event.id),
    ]);
    return {
      ...toSummary(event, slideRows.length, now()),
      Settings: settingsOf(event),
      Slides: slideRows.map((row) => toManagedSlide(event.id, row)),
      EntryCodes: codes.map(toManagedEntryCode),
    };
  }

  function publishEntryCode(row: EntryCodeRow): void {
    hub.publish(hubTopics.entryCodeUpdate(row.id), {
      PasswordId: row.id,
      PasswordStartDateUTC: row.validFrom?.toISOString() ?? null,
      PasswordEndDateUTC: row.validUntil?.toISOString() ?? null,
      PasswordType: row.type,
    });
  }

  /** The transaction's writes that make the event runnable as its kind (call, live video...). */
  function runData(
    settings: EventSettings,
    presenterId: number | null,
    pin: string | null,
  ): WithinTransaction {
    return (tx, row) =>
      writeRunData(tx, row.id, {
        plan: runDataPlan(settings, row.id, pin ?? newMeetingPin()),
        dialInNumbers: dialInNumbersOf(settings, phoneDirectory),
        supportNumber: BRIDGE_SUPPORT_NUMBER,
        presenterId,
        callGuid: randomUUID(),
        streamKey: randomBytes(12).toString('hex'),
        at: now(),
      });
  }

  return {
    async list(caller: Caller): Promise<ManagedEventSummary[]> {
      const session = access.requireManager(caller);
      const rows = await repo.listManaged(session.user.isSiteAdmin ? null : session.userId);
      const at = now();
      return rows.map((r) => toSummary(r.presentation, r.slideCount, at));
    },

    async create(caller: Caller, settings: EventSettings): Promise<ManagedEventDetail> {
      const session = access.requireManager(caller);
      const row = await repo.create(
        presentationValues(settings),
        randomUUID(),
        session.userId,
        settings.PrimaryColor,
        randomUUID(),
        runData(settings, session.userId, null),
      );
      return detail(row);
    },

    async get(caller: Caller, presId: number): Promise<ManagedEventDetail> {
      const { event } = await access.requireEvent(caller, presId);
      return detail(event);
    },

    async update(
      caller: Caller,
      presId: number,
      settings: EventSettings,
    ): Promise<ManagedEventDetail> {
      const { event } = await access.requireEvent(caller, presId);
      // Events made otherwise (the demo's) keep the call data they were made with.
      const authored = event.authoring !== null;
      const values = presentationValues(settings);
      // The form has no issuer or contact: what the event has stays (the Help panel's contact).
      const eventInfo = {
        ...values.eventInfo,
        Issuer: event.eventInfo.Issuer,
        Contact: event.eventInfo.Contact,
      };
      const row = await repo.update(
        presId,
        { ...values, eventInfo },
        settings.PrimaryColor,
        randomUUID(),
        authored ? runData(settings, null, meetingPinOf(event)) : undefined,
      );
      return detail(row);
    },

    async addEntryCode(
      caller: Caller,
      presId: number,
      body: EntryCodeInput,
    ): Promise<ManagedEntryCode> {
      await access.requireEvent(caller, presId);
      const row = await repo.addEntryCode({
        code: body.Code,
        presId,
        type: body.Type,
        validFrom: body.PasswordStartDateUTC === null ? null : new Date(body.PasswordStartDateUTC),
        validUntil: body.PasswordEndDateUTC === null ? null : new Date(body.PasswordEndDateUTC),
      });
      if (!row) throw new ConflictError('That entry code is already in use. Choose another.');
      publishEntryCode(row);
      return toManagedEntryCode(row);
    },

    /** The code stops admitting now (its end moves to now); sessions it admitted keep theirs. */
    async expireEntryCode(
      caller: Caller,
      presId: number,
      passwordId: number,
    ): Promise<ManagedEntryCode> {
      await access.requireEvent(caller, presId);
      const row = await repo.expireEntryCode(presId, passwordId, now());
      if (!row) throw new NotFoundError('Entry code not found.');
      publishEntryCode(row);
      return toManagedEntryCode(row);
    },
  };
}

export type ManageService = ReturnType<typeof createManageService>;
