// The meeting after a network change: the browser's offline and online events and the hub's
// losses show why the media is gone; a reconnected hub rejoins the meeting with the same devices,
// naming the connection it replaces, and the old connection's late signals are ignored; a
// participant who left is not rejoined, also when the server closes the connection they leave
// (a host's leavingmeetingstatus) or could not be told.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MeetingStatus, type MeetingClientSignal, type MeetingServerSignal } from '@podium/domain';
import type { HubClient, HubConnectionEvent } from '../../shared/hub/hub.types.ts';
import { createMeetingMedia, type MeetingMedia } from './meeting.media.ts';
import { initialMeetingState, meetingMediaLoss, useMeetingStore } from './meeting.store.ts';

const track = (kind: string) => ({ kind, enabled: true, stop: vi.fn() });
const local = {
  getTracks: () => [track('audio'), track('video')],
  getAudioTracks: () => [track('audio')],
  getVideoTracks: () => [track('video')],
} as unknown as MediaStream;

function fakeHub() {
  const sent: MeetingClientSignal[] = [];
  const connection = new Set<(event: HubConnectionEvent) => void>();
  const signals = new Set<(signal: MeetingServerSignal) => void>();
  let next = 0;
  const hub = {
    meetingSignal: vi.fn((message: MeetingClientSignal) => {
      sent.push(message);
      if (message.Type === 'join') return Promise.resolve({ ok: true, ConnectionId: `c${++next}` });
      return Promise.resolve({ ok: true, ConnectionId: 'x' });
    }),
    onMeetingSignal: (listener: (signal: MeetingServerSignal) => void) => {
      signals.add(listener);
      return () => signals.delete(listener);
    },
    onConnection: (listener: (event: HubConnectionEvent) => void) => {
      connection.add(listener);
      return () => connection.delete(listener);
    },
  } as unknown as HubClient;
  return {
    hub,
    sent,
    emit: (event: HubConnectionEvent) => connection.forEach((l) => l(event)),
    signal: (signal: MeetingServerSignal) => signals.forEach((l) => l(signal)),
  };
}

const state = () => useMeetingStore.getState();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
let media: MeetingMedia | null = null;

beforeEach(() => {
  useMeetingStore.setState(initialMeetingState, true);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(() => Promise.resolve(local)) },
  });
});
afterEach(() => {
  media?.stop();
  media = null;
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('the meeting after a network change', () => {
  it('offline, then the hub lost and back: told why, then rejoined in place of the old connection', async () => {
    const fake = fakeHub();
    media = createMeetingMedia(fake.hub);
    await media.join({ microphoneId: null, cameraId: null });
    expect(state().connectionId).toBe('c1');
    useMeetingStore.setState({ connection: MeetingStatus.Connected });

    window.dispatchEvent(new Event('offline'));
    expect(meetingMediaLoss(state())).toBe('offline');
    fake.emit({ type: 'connectionLost' });
    window.dispatchEvent(new Event('online'));
    expect(meetingMediaLoss(state())).toBe('reconnecting');

    fake.emit({ type: 'connected', reconnect: true });
    await settle();
    expect(fake.sent.at(-1)).toEqual({ Type: 'join', Replaces: 'c1' });
    expect(state()).toMatchObject({
      connectionId: 'c2',
      connection: MeetingStatus.Reconnecting,
      localStream: local,
    });
    expect(meetingMediaLoss(state())).toBe('reconnecting');
    // The replaced connection's closing is not this one's: still rejoining.
    fake.signal({ Type: 'closed', ConnectionId: 'c1', Reason: 'left' });
    expect(state().connectionId).toBe('c2');
  });

  it('the first connection of the hub, or after leaving, rejoins nothing', async () => {
    const fake = fakeHub();
    media = createMeetingMedia(fake.hub);
    fake.emit({ type: 'connected', reconnect: false });
    await media.join({ microphoneId: null, cameraId: null });
    await media.leave();
    fake.emit({ type: 'connected', reconnect: true });
    await settle();
    expect(fake.sent.filter((m) => m.Type === 'join')).toEqual([{ Type: 'join' }]);
    expect(state().connection).toBe(MeetingStatus.Disconnected);
  });

  it('the server giving the connection up rejoins; removed is for good', async () => {
    const fake = fakeHub();
    media = createMeetingMedia(fake.hub);
    await media.join({ microphoneId: null, cameraId: null });
    useMeetingStore.setState({ connection: MeetingStatus.Connected });
    fake.signal({ Type: 'closed', ConnectionId: 'c1', Reason: 'left' });
    await settle();
    expect(fake.sent.at(-1)).toEqual({ Type: 'join', Replaces: 'c1' });
    expect(state()).toMatchObject({ connectionId: 'c2', connection: MeetingStatus.Reconnecting });
    fake.signal({ Type: 'closed', ConnectionId: 'c2', Reason: 'removed' });
    await settle();
    expect(state()).toMatchObject({ connection: MeetingStatus.Disconnected, removed: true });
    expect(fake.sent.filter((m) => m.Type === 'join')).toHaveLength(2);
  });

  it('a rejoin while the hub is down names the replaced connection when it goes through', async () => {
    vi.useFakeTimers();
    try {
      const fake = fakeHub();
      media = createMeetingMedia(fake.hub);
      await media.join({ microphoneId: null, cameraId: null });
      useMeetingStore.setState({ connection: MeetingStatus.Connected });
      vi.mocked(fake.hub.meetingSignal).mockResolvedValueOnce({ ok: false, error: 'unavailable' });
      fake.signal({ Type: 'closed', ConnectionId: 'c1', Reason: 'left' });
      await vi.advanceTimersByTimeAsync(3_000);
      const joins = vi
        .mocked(fake.hub.meetingSignal)
        .mock.calls.map(([message]) => message)
        .filter((m) => m.Type === 'join');
      expect(joins.slice(1)).toEqual([
        { Type: 'join', Replaces: 'c1' },
        { Type: 'join', Replaces: 'c1' },
      ]);
      expect(state().connectionId).toBe('c2');
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaving through another announcement: told the connection, never rejoined, closed even if it fails', async () => {
    const fake = fakeHub();
    media = createMeetingMedia(fake.hub);
    await media.join({ microphoneId: null, cameraId: null });
    useMeetingStore.setState({ connection: MeetingStatus.Connected });
    // The server closes the connection as it hears of the leave, before the answer comes.
    const announce = vi.fn((connectionId: string) => {
      fake.signal({ Type: 'closed', ConnectionId: connectionId, Reason: 'left' });
      return Promise.resolve();
    });
    await media.leave(announce);
    await settle();
    expect(announce).toHaveBeenCalledWith('c1');
    expect(fake.sent.map((m) => m.Type)).toEqual(['join']);
    expect(state()).toMatchObject({
      connection: MeetingStatus.Disconnected,
      connectionId: null,
      localStream: null,
    });

    await media.join({ microphoneId: null, cameraId: null });
    await media.leave(() => Promise.reject(new Error('refused')));
    expect(state()).toMatchObject({ connection: MeetingStatus.Disconnected, connectionId: null });
  });
});
