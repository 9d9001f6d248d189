// SPEC §4 meeting status: NotStarted, Connecting, Connected, Disconnected, Reconnecting — one
// participant's media connection, as an explicit state machine. A move the state does not allow
// returns null, and the caller keeps its state.
export const MeetingStatus = {
  NotStarted: 'NotStarted',
  Connecting: 'Connecting',
  Connected: 'Connected',
  Disconnected: 'Disconnected',
  Reconnecting: 'Reconnecting',
} as const;
export type MeetingStatus = (typeof MeetingStatus)[keyof typeof MeetingStatus];

export const MEETING_STATUSES = Object.values(MeetingStatus);

export const MeetingConnectionEvent = {
  /** The user pressed Join meeting (or re-joined after a disconnection). */
  Join: 'join',
  /** Media flows (the peer connection reached "connected"). */
  Connected: 'connected',
  /** The connection dropped while connected. */
  Lost: 'lost',
  /** Connecting or reconnecting gave up. */
  Failed: 'failed',
  /** The user left, was removed, or the meeting ended. */
  Leave: 'leave',
} as const;
export type MeetingConnectionEvent =
  (typeof MeetingConnectionEvent)[keyof typeof MeetingConnectionEvent];

export const MEETING_CONNECTION_EVENTS = Object.values(MeetingConnectionEvent);

export function meetingConnectionTransition(
  state: MeetingStatus,
  event: MeetingConnectionEvent,
): MeetingStatus | null {
  switch (state) {
    case MeetingStatus.NotStarted:
    case MeetingStatus.Disconnected:
      return event === MeetingConnectionEvent.Join ? MeetingStatus.Connecting : null;
    case MeetingStatus.Connecting:
    case MeetingStatus.Reconnecting:
      switch (event) {
        case MeetingConnectionEvent.Connected:
          return MeetingStatus.Connected;
        case MeetingConnectionEvent.Failed:
        case MeetingConnectionEvent.Leave:
          return MeetingStatus.Disconnected;
        case MeetingConnectionEvent.Join:
        case MeetingConnectionEvent.Lost:
          return null;
      }
      break;
    case MeetingStatus.Connected:
      switch (event) {
        case MeetingConnectionEvent.Lost:
          return MeetingStatus.Reconnecting;
        case MeetingConnectionEvent.Leave:
          return MeetingStatus.Disconnected;
        case MeetingConnectionEvent.Join:
        case MeetingConnectionEvent.Connected:
        case MeetingConnectionEvent.Failed:
          return null;
      }
      break;
  }
  return null;
}

/** The reducer form: a disallowed move keeps the state. */
export function meetingConnectionReducer(
  state: MeetingStatus,
  event: MeetingConnectionEvent,
): MeetingStatus {
  return meetingConnectionTransition(state, event) ?? state;
}

/** Whether the participant holds (or is getting) media now. */
export function isInMeeting(state: MeetingStatus): boolean {
  switch (state) {
    case MeetingStatus.Connecting:
    case MeetingStatus.Connected:
    case MeetingStatus.Reconnecting:
      return true;
    case MeetingStatus.NotStarted:
    case MeetingStatus.Disconnected:
      return false;
  }
}
