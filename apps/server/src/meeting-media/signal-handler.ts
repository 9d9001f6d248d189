// The hub's meeting signalling (MeetingSignal) for the built-in media server: join after the
// meeting service admits the connection (SPEC §6: registered, not removed, meeting running),
// answers, leaves, the widths it shows cameras at and (hosts only) screen sharing for the
// connection's own media connections; a rejoin closes the participant's earlier connection. Everyone in the meeting
// hears who is in it after each change.
import { MeetingSignalError, type MeetingSignalAck } from '@podium/domain';
import type { MeetingSignalHandler } from '../realtime/hub.types.ts';
import type { MeetingService } from '../modules/meeting/meeting.service.ts';
import type { Sfu } from './sfu.ts';

export function createMeetingSignalHandler(
  sfu: Sfu,
  meeting: MeetingService,
  onError: (error: unknown) => void,
): MeetingSignalHandler {
  const announce = (presId: number) => {
    meeting
      .findByPresentation(presId)
      .then((row) => (row ? meeting.announceParticipants(row) : undefined))
      .catch(onError);
  };

  return {
    async message(client, peer, message): Promise<MeetingSignalAck> {
      const admission = await meeting.mediaAdmission(client);
      if (!admission.ok) return admission;
      const meetingId = admission.meeting.id;
      switch (message.Type) {
        case 'join': {
          // A participant rejoining after a network change (on a new hub connection) names the
          // connection it had: closed first, so it neither counts twice nor shows twice.
          if (message.Replaces !== undefined)
            sfu.control.disconnectConnection(
              meetingId,
              client.subject.coreUserId,
              message.Replaces,
            );
          if (!sfu.hasRoom(meetingId)) return { ok: false, error: MeetingSignalError.Full };
          const connectionId = sfu.join({
            meetingId,
            coreUserId: client.subject.coreUserId,
            socketId: peer.socketId,
            isHost: admission.isHost,
            mutedByHost: admission.mutedByHost,
            send: (signal) => {
              peer.send(signal);
              if (signal.Type === 'closed') announce(admission.meeting.presId);
            },
          });
          announce(admission.meeting.presId);
          return { ok: true, ConnectionId: connectionId };
        }
        case 'answer':
          return sfu.answer(meetingId, peer.socketId, message.ConnectionId, message.Sdp)
            ? { ok: true, ConnectionId: message.ConnectionId }
            : { ok: false, error: MeetingSignalError.Invalid };
        case 'leave':
          return sfu.leave(meetingId, peer.socketId, message.ConnectionId)
            ? { ok: true, ConnectionId: message.ConnectionId }
            : { ok: false, error: MeetingSignalError.Invalid };
        case 'view':
          return sfu.view(meetingId, peer.socketId, message.ConnectionId, {
            tileWidth: message.TileWidth,
            tiles: message.Tiles ?? [],
          })
            ? { ok: true, ConnectionId: message.ConnectionId }
            : { ok: false, error: MeetingSignalError.Invalid };
        case 'screen':
          // SPEC §6: screen sharing is the host's.
          if (!admission.isHost) return { ok: false, error: MeetingSignalError.NotHost };
          return sfu.shareScreen(meetingId, peer.socketId, message.ConnectionId, message.Sharing)
            ? { ok: true, ConnectionId: message.ConnectionId }
            : { ok: false, error: MeetingSignalError.Invalid };
      }
    },
    disconnected(socketId) {
      sfu.socketClosed(socketId);
    },
  };
}
