// A conference call's live voice: who may speak (the domain's callAudioFloorOf, decided afresh
// at every join), the hub signalling of the speakers' connections (call-audio/room.ts), and the
// call's mix (call-audio/mixes.ts) following the call's status: speakers reach the listeners'
// stream only while the call is LIVE, the mix ends with the call, and a moderator's mute or
// taking back the floor reaches the speaker's connection at once. Status changes made in this
// process arrive at once; those made by another process, or a restart, within CALL_STATE_CHECK_MS.
import {
  CallAudioCloseReason,
  CallAudioFloor,
  CallAudioSignalError,
  type CallAudioSignalAck,
  type CallAudioSpeakersResponse,
  callAudioFloorOf,
  callAudioOpen,
  callAudioReachesListeners,
  callCutOff,
  coordinatesEvent,
  standingOf,
} from '@podium/domain';
import type { CallAudioMix } from '../../bridge/bridge.types.ts';
import type { CallAudioRooms } from '../../call-audio/room.ts';
import type { CallAudioSignalHandler, HubClient } from '../../realtime/hub.types.ts';
import type { ConferenceEvents } from './conference-events.ts';
import type { CallRow, ConferenceRepository } from './conference.repository.ts';

/** How often the calls with speakers or a mix here are read again for their status. */
export const CALL_STATE_CHECK_MS = 2_000;

interface Dependencies {
  /** Reads the call and the caller's registration afresh (no remembered standing). */
  readonly calls: ConferenceRepository;
  readonly events: ConferenceEvents;
  readonly mix: CallAudioMix;
  readonly log: (error: unknown) => void;
}

export function createCallAudioService(deps: Dependencies) {
  const { calls, events, mix } = deps;
  let rooms: CallAudioRooms | null = null;

  /** Speakers reach the mix only while LIVE; the mix and the speakers end with the call. */
  function follow(call: CallRow): void {
    const open = callAudioOpen(call);
    const live = callAudioReachesListeners(call);
    rooms?.setLive(call.id, live);
    if (live) mix.ensure(call.id);
    if (!open) {
      rooms?.closeCall(call.id);
      void mix.stop(call.id).catch(deps.log);
    }
  }
  events.followStatus(follow);
  events.followAudioState((confId, coreUserId, state) => {
    if (!rooms) return;
    if (state.AudioState === 'Muted') rooms.moderatorMute(confId, coreUserId);
    const guest = rooms
      .speakers(confId)
      .some((s) => s.CoreUserId === coreUserId && s.Floor === CallAudioFloor.Guest);
    if (guest && !state.AllowToTalk)
      rooms.removeUser(confId, coreUserId, CallAudioCloseReason.FloorTaken);
  });

  const checker = setInterval(() => {
    const ids = new Set([...(rooms?.activeCalls() ?? []), ...mix.runningCalls()]);
    for (const id of ids)
      void calls
        .findCall(id)
        .then((call) => (call ? follow(call) : undefined))
        .catch(deps.log);
  }, CALL_STATE_CHECK_MS);
  checker.unref();

  /** The hub connection's call, and the floor its user holds there now. */
  async function admission(
    client: HubClient,
  ): Promise<
    { ok: true; call: CallRow; floor: CallAudioFloor } | { ok: false; error: CallAudioSignalError }
  > {
    const confId = client.conferenceId;
    if (confId === null) return { ok: false, error: CallAudioSignalError.Closed };
    const { subject } = client;
    const standing = await calls.standing(confId, subject.coreUserId);
    if (!standing || standing.call.presId !== subject.presId)
      return { ok: false, error: CallAudioSignalError.Closed };
    const { call, participant, isListedPresenter } = standing;
    if (!callAudioOpen(call)) return { ok: false, error: CallAudioSignalError.Closed };
    const viewer = {
      isSiteAdmin: subject.isSiteAdmin,
      liveVideoRoles: subject.liveVideoRoles,
      isConferencePresenter: subject.isConferencePresenter,
      isPublicParticipant: subject.isPublicParticipant,
    };
    const floor = callAudioFloorOf({
      isConferencePresenter: isListedPresenter || subject.isConferencePresenter,
      coordinates: coordinatesEvent(subject),
      isPublicParticipant: subject.isPublicParticipant || (participant?.isPublic ?? false),
      registrationType: participant?.registrationType ?? null,
      allowToTalk: participant?.allowToTalk ?? false,
      cutOff: callCutOff(viewer, standingOf(call, participant, isListedPresenter)) !== null,
    });
    // A guest speaks only into a live call (their turn is the moderator's, during the call).
    if (floor === CallAudioFloor.Guest && !callAudioReachesListeners(call))
      return { ok: false, error: CallAudioSignalError.NotAllowed };
    return floor === null
      ? { ok: false, error: CallAudioSignalError.NotAllowed }
      : { ok: true, call, floor };
  }

  const handler: CallAudioSignalHandler = {
    async message(client, peer, message): Promise<CallAudioSignalAck> {
      const room = rooms;
      if (!room) return { ok: false, error: CallAudioSignalError.Unavailable };
      const confId = client.conferenceId ?? 0;
      switch (message.Type) {
        case 'join': {
          const admitted = await admission(client);
          if (!admitted.ok) return admitted;
          // The mix runs from the first speaker on, so presenters practising are recorded
          // nowhere but the stream is ready when the call goes live.
          mix.ensure(confId);
          room.setLive(confId, callAudioReachesListeners(admitted.call));
          const id = room.join({
            confId,
            coreUserId: client.subject.coreUserId,
            socketId: peer.socketId,
            floor: admitted.floor,
            send: peer.send,
          });
          return id === null
            ? { ok: false, error: CallAudioSignalError.Full }
            : { ok: true, ConnectionId: id };
        }
        case 'answer':
          return room.answer(confId, peer.socketId, message.ConnectionId, message.Sdp)
            ? { ok: true, ConnectionId: message.ConnectionId }
            : { ok: false, error: CallAudioSignalError.Invalid };
        case 'mute':
          return room.mute(confId, peer.socketId, message.ConnectionId, message.Muted)
            ? { ok: true, ConnectionId: message.ConnectionId }
            : { ok: false, error: CallAudioSignalError.Invalid };
        case 'leave':
          return room.leave(confId, peer.socketId, message.ConnectionId)
            ? { ok: true, ConnectionId: message.ConnectionId }
            : { ok: false, error: CallAudioSignalError.Invalid };
      }
    },
    disconnected(socketId) {
      rooms?.socketClosed(socketId);
    },
  };

  return {
    handler,

    /** The media side, once the app made it (the rooms publish through `speakersChanged`). */
    useRooms(made: CallAudioRooms): void {
      rooms = made;
    },

    speakersChanged(confId: number, speakers: CallAudioSpeakersResponse['Speakers']): void {
      events.callAudioSpeakers(confId, speakers);
    },

    /** GET console/callaudio: who is in the call's audio now (the route checks the caller). */
    speakers(confId: number): CallAudioSpeakersResponse {
      return { Speakers: rooms?.speakers(confId) ?? [] };
    },

    stop(): void {
      clearInterval(checker);
    },
  };
}

export type CallAudioService = ReturnType<typeof createCallAudioService>;
