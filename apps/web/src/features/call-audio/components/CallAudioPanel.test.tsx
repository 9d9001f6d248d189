// The call audio panel in the conference viewer, with a fake hub, peer connection and microphone:
// a presenter's `Join audio` … `Leave audio` with `Mute` / `Unmute`, the `Microphone` picker, the
// `Microphone level` meter and the SPEC §8 texts; the listeners' stream muted meanwhile; an
// attendee joining by itself when given the floor ("You can speak now") and leaving when it is
// taken back; nobody else offered anything.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hubTopics, type CallAudioClientSignal, type CallAudioSignalAck } from '@podium/domain';
import { installFakeFetch } from '../../../app/testing/fakeFetch.ts';
import { ViewerPage } from '../../viewer/ViewerPage.tsx';
import { attendee, renderWithPresentation, setViewport } from '../../viewer/test-utils.tsx';
import { ConferenceHubContext } from '../../conference/session-host.ts';
import {
  CONF_ID,
  conferenceHandlers,
  conferencePresentation,
  liveStatus,
  participant,
  presenterUser,
} from '../../conference/testing/conferenceFixtures.ts';
import { createFakeHub, type FakeHub } from '../../conference/testing/fakeHub.ts';
import type { CallStatusResponse, Participant, User } from '@podium/domain';
import {
  FakePeer,
  denied,
  installFakeRtc,
  offerSdp,
  type FakeMicrophone,
} from '../testing/fakeRtc.ts';

/** The first render of a file loads the viewer's lazy chunks, which takes seconds on a busy host. */
const LAZY = { timeout: 12_000 } as const;
const SLOW = { timeout: 20_000 } as const;
let hub: FakeHub;
let microphone: FakeMicrophone;
let joinAnswers: CallAudioSignalAck[];

const sent = (type: CallAudioClientSignal['Type']) =>
  hub.callAudioSignal.mock.calls.map(([m]) => m).filter((m) => m.Type === type);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  setViewport(1366, 768);
  hub = createFakeHub();
  joinAnswers = [];
  let joins = 0;
  hub.callAudioSignal.mockImplementation((message) => {
    if (message.Type !== 'join') return Promise.resolve({ ok: true, ConnectionId: 'x' });
    joins += 1;
    return Promise.resolve(joinAnswers.shift() ?? { ok: true, ConnectionId: `c${joins}` });
  });
  microphone = installFakeRtc();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderCall(
  user: User,
  participantOverrides: Partial<Participant> = {},
  status: CallStatusResponse = liveStatus(),
) {
  installFakeFetch(conferenceHandlers({ participant: participant(participantOverrides), status }));
  return renderWithPresentation(
    <ConferenceHubContext.Provider value={hub}>
      <ViewerPage />
    </ConferenceHubContext.Provider>,
    conferencePresentation(),
    { user },
  );
}

const panel = () => screen.getByRole('region', { name: 'Speak in the call' });

/** The server offers: the speaker's own m-line "0" and the panelist Lee (8) on "1". */
async function offerAndConnect(connectionId = 'c1') {
  act(() =>
    hub.callAudio({
      Type: 'offer',
      IceServers: [],
      ConnectionId: connectionId,
      Sdp: offerSdp('0', '1'),
      Streams: [{ Mid: '1', CoreUserId: 8 }],
    }),
  );
  await waitFor(() => expect(sent('answer').length).toBeGreaterThan(0));
  const peer = FakePeer.created.at(-1)!;
  act(() => {
    peer.deliver('1');
    peer.move('connected');
  });
  return peer;
}

describe('a presenter', SLOW, () => {
  /** A presenter joined and connected. */
  async function joined() {
    renderCall(presenterUser);
    await userEvent.click(await screen.findByRole('button', { name: 'Join audio' }, LAZY));
    return offerAndConnect();
  }

  it('joins with echo cancellation; the listeners’ stream is muted meanwhile', async () => {
    renderCall(presenterUser);
    const join = await screen.findByRole('button', { name: 'Join audio' }, LAZY);
    const live = screen.getByRole('region', { name: 'Live audio' });
    expect(within(live).getByRole('button', { name: 'Mute' })).toBeInTheDocument();

    await userEvent.click(join);
    expect(within(panel()).getByRole('status')).toHaveTextContent('Connecting audio');
    expect(microphone.getUserMedia).toHaveBeenCalledWith({
      audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      video: false,
    });
    expect(sent('join')).toEqual([{ Type: 'join' }]);
    // Joined: the stream's controls give way, so the one `Mute` on the page is the call's.
    expect(within(live).queryByRole('button')).not.toBeInTheDocument();
    expect(live).toHaveTextContent('Muted here while you speak in the call');

    await offerAndConnect();
    expect(within(panel()).getByRole('status')).toHaveTextContent("You are on the call's audio");
    expect(document.querySelectorAll('[data-testid="call-audio-speaker"]')).toHaveLength(1);
    const meter = screen.getByRole('meter', { name: 'Microphone level' });
    expect(meter).toHaveAttribute('aria-valuenow', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByRole('button', { name: 'Mute' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave audio' })).toBeInTheDocument();
  });

  it('mutes and unmutes, and shows the moderator’s mute', async () => {
    await joined();
    await userEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(sent('mute')).toEqual([{ Type: 'mute', ConnectionId: 'c1', Muted: true }]);
    expect(microphone.tracks[0]!.enabled).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(microphone.tracks[0]!.enabled).toBe(true);

    act(() => hub.callAudio({ Type: 'muted', ConnectionId: 'c1', Muted: true, ByModerator: true }));
    expect(panel()).toHaveTextContent('The moderator muted your microphone');
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
  });

  it('swaps in the microphone picked', async () => {
    const peer = await joined();
    const picker = screen.getByRole('combobox', { name: 'Microphone' });
    await screen.findByRole('option', { name: 'Headset microphone' });
    await userEvent.selectOptions(picker, 'mic-b');
    await waitFor(() => expect(microphone.tracks).toHaveLength(2));
    expect(microphone.getUserMedia).toHaveBeenLastCalledWith({
      audio: expect.objectContaining({ echoCancellation: true, deviceId: { exact: 'mic-b' } }),
      video: false,
    });
    expect(peer.transceivers[0]!.sender.track).toBe(microphone.tracks[1]);
    expect(sent('join')).toHaveLength(1);
  });

  it('leaves: Join audio again, and the stream’s controls are back', async () => {
    await joined();
    await userEvent.click(screen.getByRole('button', { name: 'Leave audio' }));
    expect(sent('leave')).toEqual([{ Type: 'leave', ConnectionId: 'c1' }]);
    expect(screen.getByRole('button', { name: 'Join audio' })).toBeInTheDocument();
    const live = screen.getByRole('region', { name: 'Live audio' });
    expect(within(live).getByRole('button', { name: 'Mute' })).toBeInTheDocument();
  });

  it('says "Still connecting"; a lost connection whose rejoin fails shows the failure text and Retry', async () => {
    renderCall(presenterUser);
    await screen.findByRole('button', { name: 'Join audio' }, LAZY);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      act(() => screen.getByRole('button', { name: 'Join audio' }).click());
      await act(() => vi.advanceTimersByTimeAsync(8_000));
      expect(within(panel()).getByRole('status')).toHaveTextContent('Still connecting');
      await offerAndConnect();
      joinAnswers.push({ ok: false, error: 'unavailable' });
      act(() => hub.callAudio({ Type: 'closed', ConnectionId: 'c1', Reason: 'failed' }));
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(within(panel()).getByRole('alert')).toHaveTextContent(
        'We are unable to connect your browser to web-audio',
      );
      expect(sent('join')).toHaveLength(2);
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(within(panel()).getByRole('status')).toHaveTextContent('Connecting audio');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows "Audio connection lost" and Retry while the hub is away', async () => {
    renderCall(presenterUser);
    await userEvent.click(await screen.findByRole('button', { name: 'Join audio' }, LAZY));
    await offerAndConnect();
    act(() => hub.connection({ type: 'connectionLost' }));
    expect(within(panel()).getByRole('alert')).toHaveTextContent('Audio connection lost');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    act(() => hub.connection({ type: 'connected', reconnect: true }));
    await waitFor(() => expect(sent('join')).toHaveLength(2));
    expect(within(panel()).getByRole('status')).toHaveTextContent('Connecting audio');
  });

  it('may join before the call goes live (practice), but not once it is over', async () => {
    renderCall(presenterUser, {}, liveStatus({ Status: 'PRACTICE_SESSION' }));
    expect(await screen.findByRole('button', { name: 'Join audio' }, LAZY)).toBeInTheDocument();
    cleanup();
    renderCall(presenterUser, {}, liveStatus({ Status: 'ENDED' }));
    await screen.findByText('The event has ended. Thank you for joining.', {}, LAZY);
    expect(screen.queryByRole('button', { name: 'Join audio' })).not.toBeInTheDocument();
  });

  it('says the microphone is blocked when the browser refuses it', async () => {
    microphone.getUserMedia.mockRejectedValueOnce(denied());
    renderCall(presenterUser);
    await userEvent.click(await screen.findByRole('button', { name: 'Join audio' }, LAZY));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      'Your microphone is blocked by the browser.',
    );
    expect(sent('join')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('an attendee', SLOW, () => {
  const audioState = hubTopics.audioState(CONF_ID, attendee.CoreId);

  it('joins by itself when given the floor and returns to listening when it is taken back', async () => {
    renderCall(attendee);
    await waitFor(
      () => expect(hub.followed()).toContain(`meeting.${CONF_ID}.participant.42.audioState`),
      LAZY,
    );
    expect(screen.queryByRole('region', { name: 'Speak in the call' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join audio' })).not.toBeInTheDocument();

    act(() => hub.send(audioState, { AudioState: 'Unmuted', AllowToTalk: true }));
    await waitFor(() => expect(sent('join')).toEqual([{ Type: 'join' }]));
    await offerAndConnect();
    expect(within(panel()).getByRole('status')).toHaveTextContent('You can speak now');
    expect(screen.getByRole('button', { name: 'Mute' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Microphone' })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Microphone level' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join audio' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave audio' })).not.toBeInTheDocument();

    act(() => hub.send(audioState, { AudioState: 'Muted', AllowToTalk: false }));
    await waitFor(() => expect(sent('leave')).toEqual([{ Type: 'leave', ConnectionId: 'c1' }]));
    expect(screen.queryByRole('region', { name: 'Speak in the call' })).not.toBeInTheDocument();
    expect(microphone.tracks[0]!.stopped).toBe(true);
  });

  it('the floor taken back by the server closes the audio the same way', async () => {
    renderCall(attendee);
    await waitFor(
      () => expect(hub.followed()).toContain(`meeting.${CONF_ID}.participant.42.audioState`),
      LAZY,
    );
    act(() => hub.send(audioState, { AudioState: 'Unmuted', AllowToTalk: true }));
    await waitFor(() => expect(sent('join')).toHaveLength(1));
    await offerAndConnect();
    act(() => hub.callAudio({ Type: 'closed', ConnectionId: 'c1', Reason: 'floorTaken' }));
    expect(screen.queryByRole('region', { name: 'Speak in the call' })).not.toBeInTheDocument();
    // Given the floor again, they join again.
    act(() => hub.send(audioState, { AudioState: 'Unmuted', AllowToTalk: true }));
    await waitFor(() => expect(sent('join')).toHaveLength(2));
  });

  it('given the floor before the call is live, waits for it to go live', async () => {
    renderCall(attendee, {}, liveStatus({ Status: 'PRACTICE_SESSION' }));
    await waitFor(
      () => expect(hub.followed()).toContain(`meeting.${CONF_ID}.participant.42.audioState`),
      LAZY,
    );
    act(() => hub.send(audioState, { AudioState: 'Unmuted', AllowToTalk: true }));
    expect(screen.queryByRole('region', { name: 'Speak in the call' })).not.toBeInTheDocument();
    act(() =>
      hub.send(hubTopics.callStatus(CONF_ID), {
        Status: 'LIVE',
        StreamingState: 'Streaming',
        UpdatedDateUtc: new Date().toISOString(),
        PublicCallEndTimeUtc: null,
      }),
    );
    await waitFor(() => expect(sent('join')).toEqual([{ Type: 'join' }]));
  });

  it('a viewer opened while the registration holds the floor joins by itself', async () => {
    renderCall(attendee, { AllowToTalk: true });
    await waitFor(() => expect(sent('join')).toEqual([{ Type: 'join' }]), LAZY);
    await offerAndConnect();
    expect(within(panel()).getByRole('status')).toHaveTextContent('You can speak now');
  });

  it('listen-only registrations never follow the floor', async () => {
    renderCall(attendee, { RegistrationType: 'ListenOnly' });
    await waitFor(() => expect(hub.subscribed).toContain(`conferencecall.${CONF_ID}.status`), LAZY);
    await screen.findByRole('region', { name: 'Live audio' }, LAZY);
    expect(hub.subscribed).not.toContain(`meeting.${CONF_ID}.participant.42.audioState`);
    expect(screen.queryByRole('region', { name: 'Speak in the call' })).not.toBeInTheDocument();
  });
});
