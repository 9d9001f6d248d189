// SPEC §3 Small group meeting: the meeting's data on the presentation and its status in the
// presentation controls (SGMStatus).
import { z } from 'zod';

const Utc = z.iso.datetime({ offset: true });
const Id = z.number().int().positive().max(2_147_483_647);

/** SPEC §9 is silent on the access windows' defaults: used when a meeting names none. */
export const DEFAULT_PRE_MEETING_ACCESS_MINUTES = 15;
export const DEFAULT_POST_MEETING_ACCESS_MINUTES = 30;
/** SPEC §1: small group meetings are optimized for 15 participants or fewer. */
export const MEETING_MAX_PARTICIPANTS = 15;

/** SPEC §3 SmallGroupMeetingData. */
export const SmallGroupMeetingDataSchema = z.object({
  MeetingId: Id,
  PresId: Id,
  MeetingPin: z.string(),
  StartDateUTC: Utc,
  EndDateUTC: Utc,
  /** IANA zone the meeting is announced in. */
  Timezone: z.string(),
  PreMeetingAccessMinutes: z.number().int().nonnegative(),
  PostMeetingAccessMinutes: z.number().int().nonnegative(),
});
export type SmallGroupMeetingData = z.infer<typeof SmallGroupMeetingDataSchema>;

/** SPEC §3 SGM status (HasStarted, HasEnded, StartTime, EndTime, IsMeetingLaunchInProgress). */
export const SgmStatusSchema = z.object({
  HasStarted: z.boolean(),
  HasEnded: z.boolean(),
  /** The actual start once started, else null. */
  StartTime: Utc.nullable(),
  /** The actual end once ended, else null. */
  EndTime: Utc.nullable(),
  IsMeetingLaunchInProgress: z.boolean(),
});
export type SgmStatus = z.infer<typeof SgmStatusSchema>;

export const NOT_STARTED_SGM_STATUS: SgmStatus = {
  HasStarted: false,
  HasEnded: false,
  StartTime: null,
  EndTime: null,
  IsMeetingLaunchInProgress: false,
};
