// What the meeting service needs of the media server (the built-in SFU or an outside provider,
// ARCHITECTURE §1): who is connected, and cutting someone off at once.
export interface MeetingMediaControl {
  /** Coreuserids with a live media connection in the meeting. */
  connectedUsers(meetingId: number): readonly number[];
  /** Drops every media connection of the user in the meeting (removed, or the meeting ended). */
  disconnectUser(meetingId: number, coreUserId: number): void;
  /** Drops one connection; false when no such connection of that user is in the meeting. */
  disconnectConnection(meetingId: number, coreUserId: number, connectionId: string): boolean;
  /** Ends every connection of the meeting. */
  closeMeeting(meetingId: number): void;
  /** The host muted the user: their audio stops being forwarded until they unmute. */
  muteUser(meetingId: number, coreUserId: number): void;
  /** The participant unmuted themselves after a host mute. */
  unmuteUser(meetingId: number, coreUserId: number): void;
}

/** No media server: nobody is connected (tests of the REST rules, outside providers). */
export const NO_MEETING_MEDIA: MeetingMediaControl = {
  connectedUsers: () => [],
  disconnectUser: () => undefined,
  disconnectConnection: () => false,
  closeMeeting: () => undefined,
  muteUser: () => undefined,
  unmuteUser: () => undefined,
};
