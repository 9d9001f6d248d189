// The meeting store: every realtime message the page hears (the call's updates, the
// participants, this user's audio state, the server's closing of the media connection, the
// peer connection's states) and the change it makes to what the page shows.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  MeetingStatus,
  NOT_STARTED_SGM_STATUS,
  type MeetingParticipant,
  type TopicMessage,
} from '@podium/domain';
import {
  applyMeetingClosed,
  applyMeetingMessage,
  applyMeetingState,
  applyPeerConnectionState,
  applyScreenSharer,
  initialMeetingState,
  meetingMediaLoss,
  setMeeting,
  useMeetingStore,
} from './meeting.store.ts';

const CONF = 4001;
const ME = 21;
const host: MeetingParticipant = {
  CoreUserId: 3,
  Name: 'Hana Host',
  IsHost: true,
  IsMutedByHost: false,
};
const me: MeetingParticipant = {
  CoreUserId: ME,
  Name: 'Avery Attendee',
  IsHost: false,
  IsMutedByHost: false,
};
const state = () => useMeetingStore.getState();

function participants(list: readonly MeetingParticipant[]): TopicMessage {
  return {
    kind: 'meetingParticipants',
    topic: { kind: 'meetingParticipants', conferenceId: CONF },
    payload: { Participants: [...list] },
  } as TopicMessage;
}

function audioState(AudioState: 'Muted' | 'Unmuted'): TopicMessage {
  return {
    kind: 'audioState',
    topic: { kind: 'audioState', conferenceId: CONF, coreUserId: ME },
    payload: { AudioState, AllowToTalk: AudioState === 'Unmuted' },
  };
}

beforeEach(() => useMeetingStore.setState(initialMeetingState, true));

describe('status and participants read from the server', () => {
  it('replace what the page held', () => {
    const started = {
      ...NOT_STARTED_SGM_STATUS,
      HasStarted: true,
      StartTime: '2026-11-26T10:00:00.000Z',
    };
    applyMeetingState(started, [host, me]);
    expect(state().status).toEqual(started);
    expect(state().participants).toEqual([host, me]);
  });
});

describe('realtime messages', () => {
  it('a call update (start, end, launch in progress) asks for the state again, changing nothing', () => {
    const before = state();
    const message = {
      kind: 'callUpdate',
      topic: { kind: 'callUpdate', conferenceId: CONF },
      payload: { Source: 1 },
    } as unknown as TopicMessage;
    expect(applyMeetingMessage(message, ME)).toBe('refresh');
    expect(state()).toBe(before);
  });

  it('the participants replace the list; this user muted by the host is muted here too', () => {
    expect(applyMeetingMessage(participants([host, { ...me, IsMutedByHost: true }]), ME)).toBe(
      'applyMicrophone',
    );
    expect(state().participants.map((p) => p.CoreUserId)).toEqual([3, ME]);
    expect(state().mutedByHost).toBe(true);
    expect(applyMeetingMessage(participants([host, me]), ME)).toBe('applyMicrophone');
    expect(state().mutedByHost).toBe(false);
  });

  it('a participant list without this user keeps their own mute as it was', () => {
    setMeeting({ mutedByHost: true });
    applyMeetingMessage(participants([host]), ME);
    expect(state().participants).toEqual([host]);
    expect(state().mutedByHost).toBe(true);
  });

  it('this user muted: the microphone goes off and the host’s mute shows', () => {
    expect(applyMeetingMessage(audioState('Muted'), ME)).toBe('applyMicrophone');
    expect(state()).toMatchObject({ mutedByHost: true, microphoneOn: false });
  });

  it('this user unmuted by the server changes nothing: they turn the microphone on themselves', () => {
    setMeeting({ mutedByHost: true, microphoneOn: false });
    expect(applyMeetingMessage(audioState('Unmuted'), ME)).toBeNull();
    expect(state()).toMatchObject({ mutedByHost: true, microphoneOn: false });
  });

  it('messages of other topics leave the meeting as it is', () => {
    const before = state();
    const message = {
      kind: 'playback',
      topic: { kind: 'playback', conferenceId: CONF },
      payload: {},
    } as unknown as TopicMessage;
    expect(applyMeetingMessage(message, ME)).toBeNull();
    expect(state()).toBe(before);
  });
});

describe('the server closes the media connection', () => {
  const inMeeting = () =>
    setMeeting({
      connection: MeetingStatus.Connected,
      connectionId: 'c-1',
      remoteStreams: new Map([[3, {} as MediaStream]]),
      localStream: {} as MediaStream,
      screenSharer: 3,
      screenStreams: new Map([[3, {} as MediaStream]]),
      localScreen: {} as MediaStream,
    });

  it.each(['left', 'ended'] as const)('%s: out of the meeting, not removed', (reason) => {
    inMeeting();
    applyMeetingClosed(reason);
    expect(state()).toMatchObject({
      connection: MeetingStatus.Disconnected,
      connectionId: null,
      localStream: null,
      removed: false,
      screenSharer: null,
      localScreen: null,
    });
    expect(state().remoteStreams.size).toBe(0);
    expect(state().screenStreams.size).toBe(0);
  });

  it('removed by the host: out of the meeting and told so', () => {
    inMeeting();
    applyMeetingClosed('removed');
    expect(state()).toMatchObject({ connection: MeetingStatus.Disconnected, removed: true });
    expect(state().remoteStreams.size).toBe(0);
  });
});

describe('the peer connection (SPEC §4 meeting status, SPEC §8 audio messages)', () => {
  beforeEach(() => setMeeting({ connection: MeetingStatus.Connecting, audioNotice: 'connecting' }));

  it('connected: Connected, no audio message', () => {
    expect(applyPeerConnectionState('connected')).toBeNull();
    expect(state()).toMatchObject({ connection: MeetingStatus.Connected, audioNotice: null });
  });

  it('disconnected after connecting: Reconnecting, "Audio connection lost"', () => {
    applyPeerConnectionState('connected');
    expect(applyPeerConnectionState('disconnected')).toBeNull();
    expect(state()).toMatchObject({ connection: MeetingStatus.Reconnecting, audioNotice: 'lost' });
  });

  it('failed: Disconnected, the web-audio failure message, and the connection is closed', () => {
    expect(applyPeerConnectionState('failed')).toBe('close');
    expect(state()).toMatchObject({
      connection: MeetingStatus.Disconnected,
      audioNotice: 'failed',
    });
  });

  it('failed before it ever connected: closed, even while the participant means to stay', () => {
    expect(applyPeerConnectionState('failed', true)).toBe('close');
    expect(state().connection).toBe(MeetingStatus.Disconnected);
  });

  it.each(['connected', 'disconnected'] as const)(
    'failed after %s while the participant stays: Reconnecting, and rejoined',
    (before) => {
      applyPeerConnectionState('connected');
      applyPeerConnectionState(before);
      expect(applyPeerConnectionState('failed', true)).toBe('rejoin');
      expect(state()).toMatchObject({
        connection: MeetingStatus.Reconnecting,
        audioNotice: 'lost',
      });
    },
  );

  it.each(['new', 'connecting', 'closed'] as const)('%s changes nothing', (peerState) => {
    const before = state();
    expect(applyPeerConnectionState(peerState)).toBeNull();
    expect(state()).toBe(before);
  });
});

describe('screen sharing', () => {
  it('the media server names the host sharing, then nobody', () => {
    applyScreenSharer(3);
    expect(state().screenSharer).toBe(3);
    applyScreenSharer(null);
    expect(state().screenSharer).toBeNull();
  });
});

describe('why the media is gone (no network, reconnecting)', () => {
  const base = { connection: MeetingStatus.Connected, online: true, hubLost: false };
  it.each([
    [base, null],
    [{ ...base, online: false }, 'offline'],
    [{ ...base, online: false, hubLost: true }, 'offline'],
    [{ ...base, hubLost: true }, 'reconnecting'],
    [{ ...base, connection: MeetingStatus.Reconnecting }, 'reconnecting'],
    [{ ...base, connection: MeetingStatus.Reconnecting, online: false }, 'offline'],
    // Not in the meeting: nothing to restore.
    [{ ...base, connection: MeetingStatus.Disconnected, online: false }, null],
    [{ ...base, connection: MeetingStatus.NotStarted, hubLost: true }, null],
  ] as const)('%o → %s', (input, notice) => {
    expect(meetingMediaLoss(input)).toBe(notice);
  });
});
