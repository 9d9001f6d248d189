// The speakers of each call's audio on werift: one peer connection a speaker, the server always
// the offerer (offers never cross): a receiving m-line for the speaker's microphone and a sending
// m-line for each other speaker, so those who have the floor hear each other at once, never
// through the listeners' delayed stream; the browser's echo cancellation keeps their own voice
// out. Packets are forwarded as they come. Each speaker holds one slot of the call's mix, and
// while the call reaches its listeners (LIVE) their unmuted packets go into it as well.
import { randomUUID } from 'node:crypto';
import {
  MediaStreamTrack,
  RTCPeerConnection,
  RtpHeader,
  RtpPacket,
  useAudioLevelIndication,
  useSdesMid,
  type RTCRtpTransceiver,
} from 'werift';
import {
  CALL_AUDIO_MAX_SPEAKERS,
  CALL_AUDIO_SPEAKING_HOLD_MS,
  CALL_AUDIO_SPEAKING_LEVEL_DBOV,
  CallAudioCloseReason,
  type CallAudioFloor,
  type CallAudioServerSignal,
  type CallAudioSpeaker,
  type IceServer,
} from '@podium/domain';

/** How long an offer waits for its answer before the connection is given up. */
const ANSWER_TIMEOUT_MS = 20_000;
const AUDIO_LEVEL_URI = 'urn:ietf:params:rtp-hdrext:ssrc-audio-level';

interface Output {
  readonly track: MediaStreamTrack;
  readonly transceiver: RTCRtpTransceiver;
}

interface Speaker {
  readonly id: string;
  readonly confId: number;
  readonly coreUserId: number;
  readonly socketId: string;
  readonly floor: CallAudioFloor;
  readonly slot: number;
  readonly pc: RTCPeerConnection;
  readonly send: (message: CallAudioServerSignal) => void;
  /** Publisher connection id → what this speaker receives of them. */
  readonly outputs: Map<string, Output>;
  muted: boolean;
  /** When the speaker's voice was last above the speaking level. */
  loudAt: number;
  speaking: boolean;
  queue: Promise<void>;
  answer: ((sdp: string) => void) | null;
  closed: boolean;
}

/** Where a speaker's packets go when they reach the listeners: the call's mix. */
export type MixSink = (
  confId: number,
  slot: number,
  payload: Buffer,
  sequence: number,
  timestamp: number,
) => void;

export interface CallAudioRoomsOptions {
  /** Extra host addresses for ICE (loopback, so browsers on this machine connect; a public one). */
  readonly hostAddresses: readonly string[];
  /** The UDP ports to receive on, first and last; null lets the system choose. */
  readonly portRange: readonly [number, number] | null;
  readonly mix: MixSink;
  /** Who is in a call's audio, after each change (joined, left, muted, started or stopped speaking). */
  readonly onSpeakers: (confId: number, speakers: CallAudioSpeaker[]) => void;
  /** The relays (with fresh credentials) each offer hands a speaker's browser. */
  readonly iceServers: (coreUserId: number) => IceServer[];
}

/** Keeps werift from handing this m-line to a later transceiver (see meeting-media/sfu.ts). */
function keep(transceiver: RTCRtpTransceiver): RTCRtpTransceiver {
  transceiver.usedForSender = true;
  return transceiver;
}

/** A packet with its own header (the publisher's extensions name its own m-line). */
function copyOf(rtp: RtpPacket): RtpPacket {
  return new RtpPacket(new RtpHeader({ ...rtp.header, extensions: [] }), rtp.payload);
}

export function createCallAudioRooms(options: CallAudioRoomsOptions) {
  const calls = new Map<number, Map<string, Speaker>>();
  /** Calls whose speakers reach the listeners now (LIVE). */
  const live = new Set<number>();
  const speakersOf = (confId: number) => calls.get(confId) ?? new Map<string, Speaker>();

  function listOf(confId: number): CallAudioSpeaker[] {
    return [...speakersOf(confId).values()]
      .filter((s) => !s.closed)
      .map((s) => ({
        CoreUserId: s.coreUserId,
        Floor: s.floor,
        Muted: s.muted,
        Speaking: s.speaking && !s.muted,
      }));
  }
  const announce = (confId: number) => options.onSpeakers(confId, listOf(confId));

  function negotiate(speaker: Speaker): void {
    speaker.queue = speaker.queue
      .then(async () => {
        if (speaker.closed) return;
        const offer = await speaker.pc.createOffer();
        await speaker.pc.setLocalDescription(offer);
        const sdp = speaker.pc.localDescription?.sdp;
        if (!sdp || speaker.closed) return;
        const answered = new Promise<string>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('no answer')), ANSWER_TIMEOUT_MS);
          speaker.answer = (answer) => {
            clearTimeout(timer);
            resolve(answer);
          };
        });
        const Streams = [...speaker.outputs].flatMap(([publisherId, output]) => {
          const publisher = speakersOf(speaker.confId).get(publisherId);
          const mid = output.transceiver.mid;
          return publisher && mid ? [{ Mid: mid, CoreUserId: publisher.coreUserId }] : [];
        });
        speaker.send({
          Type: 'offer',
          ConnectionId: speaker.id,
          Sdp: sdp,
          Streams,
          IceServers: options.iceServers(speaker.coreUserId),
        });
        const answer = await answered;
        speaker.answer = null;
        if (speaker.closed) return;
        await speaker.pc.setRemoteDescription({ type: 'answer', sdp: answer });
      })
      .catch(() => close(speaker, CallAudioCloseReason.Failed));
  }

  function addOutput(subscriber: Speaker, publisher: Speaker): void {
    const track = new MediaStreamTrack({ kind: 'audio' });
    const transceiver = keep(subscriber.pc.addTransceiver(track, { direction: 'sendonly' }));
    subscriber.outputs.set(publisher.id, { track, transceiver });
  }

  function removeOutput(subscriber: Speaker, publisherId: string): void {
    const output = subscriber.outputs.get(publisherId);
    if (!output) return;
    subscriber.outputs.delete(publisherId);
    output.track.stop();
    subscriber.pc.removeTrack(output.transceiver.sender);
  }

  /** One packet of a speaker: to every other speaker, and into the mix while the call is live. */
  function received(speaker: Speaker, rtp: RtpPacket, level: number | null): void {
    if (speaker.closed) return;
    const now = Date.now();
    if (level !== null && level <= CALL_AUDIO_SPEAKING_LEVEL_DBOV) speaker.loudAt = now;
    const speaking = now - speaker.loudAt < CALL_AUDIO_SPEAKING_HOLD_MS;
    if (speaking !== speaker.speaking) {
      speaker.speaking = speaking;
      if (!speaker.muted) announce(speaker.confId);
    }
    if (speaker.muted) return;
    for (const other of speakersOf(speaker.confId).values()) {
      if (other === speaker || other.closed) continue;
      other.outputs.get(speaker.id)?.track.writeRtp(copyOf(rtp));
    }
    if (live.has(speaker.confId))
      options.mix(
        speaker.confId,
        speaker.slot,
        rtp.payload,
        rtp.header.sequenceNumber,
        rtp.header.timestamp,
      );
  }

  function close(speaker: Speaker, reason: CallAudioCloseReason): void {
    if (speaker.closed) return;
    speaker.closed = true;
    const speakers = speakersOf(speaker.confId);
    speakers.delete(speaker.id);
    if (speakers.size === 0) calls.delete(speaker.confId);
    speaker.send({ Type: 'closed', ConnectionId: speaker.id, Reason: reason });
    void speaker.pc.close().catch(() => {});
    for (const other of speakers.values()) {
      removeOutput(other, speaker.id);
      negotiate(other);
    }
    announce(speaker.confId);
  }

  function setMuted(speaker: Speaker, muted: boolean, byModerator: boolean): void {
    if (speaker.muted !== muted) {
      speaker.muted = muted;
      announce(speaker.confId);
    }
    speaker.send({
      Type: 'muted',
      ConnectionId: speaker.id,
      Muted: muted,
      ByModerator: byModerator,
    });
  }

  const own = (confId: number, socketId: string, connectionId: string) => {
    const speaker = speakersOf(confId).get(connectionId);
    return speaker && speaker.socketId === socketId && !speaker.closed ? speaker : null;
  };

  return {
    /** Whether one more speaker fits (each holds a slot of the mix). */
    hasRoom: (confId: number) => speakersOf(confId).size < CALL_AUDIO_MAX_SPEAKERS,

    speakers: listOf,

    /** Whether speakers' packets go into the call's mix now (the call is LIVE). */
    setLive(confId: number, isLive: boolean): void {
      if (isLive) live.add(confId);
      else live.delete(confId);
    },

    /**
     * A speaker joins: their peer connection is made and offered. The same person's earlier
     * connection (another tab or device) is closed as replaced. Returns the connection id, or
     * null when the call's audio is full.
     */
    join(input: {
      confId: number;
      coreUserId: number;
      socketId: string;
      floor: CallAudioFloor;
      send: (message: CallAudioServerSignal) => void;
    }): string | null {
      for (const earlier of speakersOf(input.confId).values())
        if (earlier.coreUserId === input.coreUserId) close(earlier, CallAudioCloseReason.Replaced);
      const speakers = calls.get(input.confId) ?? new Map<string, Speaker>();
      if (speakers.size >= CALL_AUDIO_MAX_SPEAKERS) return null;
      const taken = new Set([...speakers.values()].map((s) => s.slot));
      let slot = 0;
      while (taken.has(slot)) slot += 1;
      const pc = new RTCPeerConnection({
        headerExtensions: { audio: [useSdesMid(), useAudioLevelIndication()], video: [] },
        iceServers: [],
        iceUseIpv6: false,
        iceAdditionalHostAddresses: [...options.hostAddresses],
        ...(options.portRange ? { icePortRange: [...options.portRange] as [number, number] } : {}),
        bundlePolicy: 'max-bundle',
      });
      const receiver = keep(pc.addTransceiver('audio', { direction: 'recvonly' }));
      const speaker: Speaker = {
        id: randomUUID(),
        confId: input.confId,
        coreUserId: input.coreUserId,
        socketId: input.socketId,
        floor: input.floor,
        slot,
        pc,
        send: input.send,
        outputs: new Map(),
        muted: false,
        loudAt: 0,
        speaking: false,
        queue: Promise.resolve(),
        answer: null,
        closed: false,
      };
      // werift announces a received track again on each renegotiation: listen once.
      const heard = new WeakSet<MediaStreamTrack>();
      receiver.onTrack.subscribe((track) => {
        if (heard.has(track)) return;
        heard.add(track);
        track.onReceiveRtp.subscribe((rtp, extensions) => {
          const level = (extensions?.[AUDIO_LEVEL_URI] as { level?: number } | undefined)?.level;
          received(speaker, rtp, typeof level === 'number' ? level : null);
        });
      });
      pc.connectionStateChange.subscribe((state) => {
        if (state === 'failed' || state === 'closed') close(speaker, CallAudioCloseReason.Failed);
      });
      calls.set(input.confId, speakers);
      for (const other of speakers.values()) {
        addOutput(speaker, other);
        addOutput(other, speaker);
        negotiate(other);
      }
      speakers.set(speaker.id, speaker);
      negotiate(speaker);
      announce(input.confId);
      return speaker.id;
    },

    /** The client's answer to the offer it was sent; false when nothing waits for one. */
    answer(confId: number, socketId: string, connectionId: string, sdp: string): boolean {
      const speaker = own(confId, socketId, connectionId);
      if (!speaker?.answer) return false;
      speaker.answer(sdp);
      return true;
    },

    /** The speaker mutes or unmutes themselves. */
    mute(confId: number, socketId: string, connectionId: string, muted: boolean): boolean {
      const speaker = own(confId, socketId, connectionId);
      if (!speaker) return false;
      setMuted(speaker, muted, false);
      return true;
    },

    leave(confId: number, socketId: string, connectionId: string): boolean {
      const speaker = own(confId, socketId, connectionId);
      if (!speaker) return false;
      close(speaker, CallAudioCloseReason.Left);
      return true;
    },

    /** The moderator mutes someone in the call's audio (they may unmute themselves). */
    moderatorMute(confId: number, coreUserId: number): void {
      for (const speaker of speakersOf(confId).values())
        if (speaker.coreUserId === coreUserId) setMuted(speaker, true, true);
    },

    /** Someone loses the floor (End turn, answered, access revoked): their audio closes. */
    removeUser(confId: number, coreUserId: number, reason: CallAudioCloseReason): void {
      for (const speaker of speakersOf(confId).values())
        if (speaker.coreUserId === coreUserId) close(speaker, reason);
    },

    /** Guests (given the floor) of a call lose it: the call's floor taken back from all of them. */
    removeGuests(confId: number): void {
      for (const speaker of speakersOf(confId).values())
        if (speaker.floor === 'guest') close(speaker, CallAudioCloseReason.FloorTaken);
    },

    closeCall(confId: number): void {
      for (const speaker of speakersOf(confId).values()) close(speaker, CallAudioCloseReason.Ended);
      live.delete(confId);
    },

    /** Calls that have speakers now. */
    activeCalls: () => [...calls.keys()],

    /** The hub connection closed: its audio connections close with it. */
    socketClosed(socketId: string): void {
      for (const speakers of calls.values())
        for (const speaker of speakers.values())
          if (speaker.socketId === socketId) close(speaker, CallAudioCloseReason.Left);
    },

    close(): void {
      for (const confId of [...calls.keys()]) this.closeCall(confId);
    },
  };
}

export type CallAudioRooms = ReturnType<typeof createCallAudioRooms>;
