// SPEC §7 SGM calls with the built-in meeting provider: join details for hosts
// (zoommeetinghost) and attendees (registerzoomparticipant), dial-in details, the host's
// actions on participants, and leavingmeetingstatus.
import { z } from 'zod';
import { DialInNumberSchema } from '../conference/api.ts';
import { SgmStatusSchema } from './entities.ts';

const Id = z.number().int().positive().max(2_147_483_647);

/** SPEC §7: zoomParticipantId and zoomJoinUrl (a URL of Podium's own meeting page). */
export const MeetingJoinResponseSchema = z.object({
  zoomParticipantId: z.string(),
  zoomJoinUrl: z.string(),
});
export type MeetingJoinResponse = z.infer<typeof MeetingJoinResponseSchema>;

/** SPEC §7 dialindetails: the numbers, the meeting's id and pin. */
export const MeetingDialInDetailsSchema = z.object({
  MeetingId: Id,
  MeetingPin: z.string(),
  PhoneNumbers: z.array(DialInNumberSchema),
});
export type MeetingDialInDetails = z.infer<typeof MeetingDialInDetailsSchema>;

/** SPEC §7 leavingmeetingstatus: the leaving participant's media connection. */
export const LeavingMeetingStatusBodySchema = z.strictObject({
  ConnectionId: z.string().min(1).max(200),
});
export type LeavingMeetingStatusBody = z.infer<typeof LeavingMeetingStatusBodySchema>;

/** A host mutes or removes a participant; a participant unmutes themselves. */
export const MeetingParticipantActionSchema = z.enum(['mute', 'unmute', 'remove']);
export type MeetingParticipantAction = z.infer<typeof MeetingParticipantActionSchema>;

/** One person in the meeting as every participant sees them. */
export const MeetingParticipantSchema = z.object({
  CoreUserId: Id,
  Name: z.string(),
  IsHost: z.boolean(),
  /** The host muted this participant's microphone (they may unmute themselves). */
  IsMutedByHost: z.boolean(),
});
export type MeetingParticipant = z.infer<typeof MeetingParticipantSchema>;

/** GET .../smallgroupmeeting/{meetingId}/state: the status and who is in the meeting. */
export const MeetingStateResponseSchema = z.object({
  Status: SgmStatusSchema,
  Participants: z.array(MeetingParticipantSchema),
});
export type MeetingStateResponse = z.infer<typeof MeetingStateResponseSchema>;

/** The path templates of SPEC §7 SGM calls, under the service route. */
export const meetingApiPaths = {
  dialInDetails: (presId: number, meetingId: number) =>
    `presentations/${presId}/smallgroupmeeting/${meetingId}/dialindetails`,
  host: (presId: number, meetingId: number, showId: number, coreId: number) =>
    `presentations/${presId}/smallgroupmeeting/${meetingId}/${showId}/zoommeetinghost/${coreId}`,
  register: (presId: number, meetingId: number, coreId: number) =>
    `presentations/${presId}/smallgroupmeeting/${meetingId}/registerzoomparticipant/${coreId}`,
  icsFile: (showId: number) => `presentations/smallgroupmeeting/${showId}/icsfile`,
  presControl: (presId: number, meetingId: number, showId: number) =>
    `prescontrol/${presId}/${meetingId}/${showId}`,
  leavingStatus: (presId: number) => `prescontrol/${presId}/leavingmeetingstatus`,
  participant: (presId: number, meetingId: number, coreId: number, action: string) =>
    `presentations/${presId}/smallgroupmeeting/${meetingId}/participants/${coreId}/${action}`,
} as const;

/** meeting.{conferenceId}.participants: who is in the meeting now, sent on every change. */
export const MeetingParticipantsMessageSchema = z.object({
  Participants: z.array(MeetingParticipantSchema),
});
export type MeetingParticipantsMessage = z.infer<typeof MeetingParticipantsMessageSchema>;
