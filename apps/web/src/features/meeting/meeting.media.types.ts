// What the page does with this participant's media in the meeting (meeting.media.ts).
import type { DeviceChoice } from './meeting.devices.ts';

/**
 * How the server hears that this participant leaves their media connection: the hub's leave
 * signal, or (a host, SPEC §6) POST leavingmeetingstatus with the ConnectionId (SPEC §7).
 */
export type LeaveAnnouncement = (connectionId: string) => Promise<unknown>;

export interface MeetingMedia {
  join(choice: DeviceChoice): Promise<void>;
  /**
   * Leaves the meeting: `announce` tells the server (the hub's leave signal unless given); the
   * connection and the devices close here whether or not the server could be told.
   */
  leave(announce?: LeaveAnnouncement): Promise<void>;
  setMicrophone(on: boolean): void;
  setCamera(on: boolean): void;
  switchDevices(choice: DeviceChoice): Promise<void>;
  /** The host shares a screen the browser lets them pick; false when they picked none. */
  shareScreen(): Promise<boolean>;
  stopScreen(): Promise<void>;
  stop(): void;
}
