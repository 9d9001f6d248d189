// The hub client's acknowledged requests (SPEC §7 Realtime): presenter control and user
// presentation data updates, and the meeting and call audio signals. Each goes out only on a
// connected socket, waits at most ACK_TIMEOUT_MS for its answer and validates it; a request that
// cannot be sent or answered comes back as 'unavailable' so the caller can choose another way.
import type { Socket } from 'socket.io-client';
import {
  CALL_AUDIO_SIGNAL_EVENT,
  HubEvent,
  MEETING_SIGNAL_EVENT,
  type CallAudioClientSignal,
  type CallAudioSignalAck,
  type MeetingClientSignal,
  type MeetingSignalAck,
  type UpdateAck,
  type UpdatePresControlMessage,
  type UpdateUserPresDataMessage,
} from '@podium/domain';
import {
  CallAudioSignalAckSchema,
  MeetingSignalAckSchema,
  UpdateAckSchema,
  UpdateUserPresDataMessageSchema,
} from './hub-protocol.ts';

/** How long an ack may take before the request counts as failed. */
export const ACK_TIMEOUT_MS = 10_000;

const unavailable: UpdateAck = { ok: false, error: 'unavailable' };

export async function sendUpdatePresControl(
  socket: Socket | null,
  message: UpdatePresControlMessage,
): Promise<UpdateAck> {
  if (!socket?.connected) return unavailable;
  const answer: unknown = await socket
    .timeout(ACK_TIMEOUT_MS)
    .emitWithAck(HubEvent.UpdatePresControl, message);
  return UpdateAckSchema.parse(answer);
}

export async function sendUpdateUserPresData(
  socket: Socket | null,
  message: UpdateUserPresDataMessage,
): Promise<UpdateAck> {
  // The server would refuse it too; not sending it keeps a client bug off the wire.
  if (!UpdateUserPresDataMessageSchema.safeParse(message).success)
    return { ok: false, error: 'invalid' };
  if (!socket?.connected) return unavailable;
  try {
    const answer: unknown = await socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck(HubEvent.UpdateUserPresData, message);
    const ack = UpdateAckSchema.safeParse(answer);
    return ack.success ? ack.data : unavailable;
  } catch {
    // No answer in time (or the socket closed first): the caller saves another way.
    return unavailable;
  }
}

export async function sendMeetingSignal(
  socket: Socket | null,
  message: MeetingClientSignal,
): Promise<MeetingSignalAck> {
  if (!socket?.connected) return { ok: false, error: 'unavailable' };
  try {
    const answer: unknown = await socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck(MEETING_SIGNAL_EVENT, message);
    const ack = MeetingSignalAckSchema.safeParse(answer);
    return ack.success ? ack.data : { ok: false, error: 'unavailable' };
  } catch {
    return { ok: false, error: 'unavailable' };
  }
}

export async function sendCallAudioSignal(
  socket: Socket | null,
  message: CallAudioClientSignal,
): Promise<CallAudioSignalAck> {
  if (!socket?.connected) return { ok: false, error: 'unavailable' };
  try {
    const answer: unknown = await socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck(CALL_AUDIO_SIGNAL_EVENT, message);
    const ack = CallAudioSignalAckSchema.safeParse(answer);
    return ack.success ? ack.data : { ok: false, error: 'unavailable' };
  } catch {
    return { ok: false, error: 'unavailable' };
  }
}
