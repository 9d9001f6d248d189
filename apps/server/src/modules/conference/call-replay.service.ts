// SPEC §7 GET playback and GET signature of a conference call: where its replay stands for a
// participant (SPEC §8 "replay or playback not yet available", "Replay for this call is no longer
// available.") and the signed address of its recording. The right to listen is checked when the
// address is handed out; the playlist and its segments then sit under a path signed for
// SIGNED_RECORDING_WINDOW_MS (media-signing.ts), so a replay plays for as long as the viewer
// listens from the one address, and shared caches may keep it. A replay that expires or is
// withdrawn answers no new playlist, even under a signature still valid.
import {
  type CallPlaybackResponse,
  callPlaybackPaths,
  CallReplayStatus,
  callReplayStatus,
  type CallSignatureResponse,
  ConflictError,
  NotFoundError,
  SERVICE_BASE_PATH,
} from '@podium/domain';
import type { ConferenceBridge } from '../../bridge/bridge.types.ts';
import type { Caller } from '../access/caller.ts';
import type { ConferenceAccess } from './conference-access.ts';
import type { CallRow, ConferenceRepository } from './conference.repository.ts';

/** What signs recordings (http/media-signing.ts createMediaSigner, the recording window). */
interface RecordingSigner {
  token(stream: string): string;
  remainingMs(stream: string, token: string): number | null;
}

interface Dependencies {
  readonly conferenceAccess: ConferenceAccess;
  readonly calls: Pick<ConferenceRepository, 'findCall'>;
  readonly bridge: ConferenceBridge;
  /** Signs recordings (SIGNED_RECORDING_WINDOW_MS). */
  readonly signer: RecordingSigner;
  readonly now: () => Date;
}

/** What a replay's signature is bound to: the call of the presentation. */
export function callReplayStream(presId: number, confId: number): string {
  return `call-audio-replay:${presId}:${confId}`;
}

/** Why a replay that is not Available cannot be played (SPEC §8 texts where there is one). */
function replayRefused(call: CallRow) {
  switch (callReplayStatus(call)) {
    case CallReplayStatus.NotRecorded:
      return call.isDeleted
        ? new ConflictError('This call has been cancelled')
        : new NotFoundError('This call has no replay.');
    case CallReplayStatus.Expired:
      return new ConflictError('Replay for this call is no longer available.');
    default:
      return new ConflictError('The replay is not yet available.');
  }
}

export function createCallReplayService({
  conferenceAccess,
  calls,
  bridge,
  signer,
  now,
}: Dependencies) {
  function signed(presId: number, confId: number): CallSignatureResponse {
    const token = signer.token(callReplayStream(presId, confId));
    const remaining = signer.remainingMs(callReplayStream(presId, confId), token) ?? 0;
    return {
      Signature: token,
      ExpiresUtc: new Date(now().getTime() + remaining).toISOString(),
      Url: `${SERVICE_BASE_PATH}/${callPlaybackPaths.signedReplayPlaylist(presId, confId, token)}`,
    };
  }

  return {
    /** GET playback: the replay's status for a participant, with its media once published. */
    async playback(caller: Caller, presId: number, confId: number): Promise<CallPlaybackResponse> {
      const { call, ctx } = await conferenceAccess.requireParticipant(caller, presId, confId);
      const status = callReplayStatus(call);
      return {
        Status: status,
        PhoneReplay: call.replayEnabled && (ctx.presentation.extras.HasTelephone ?? false),
        Media: status === CallReplayStatus.Available ? [{ Url: signed(presId, confId).Url }] : [],
      };
    },

    /** GET signature: the recording's signed address, for a participant, once published. */
    async signature(
      caller: Caller,
      presId: number,
      confId: number,
    ): Promise<CallSignatureResponse> {
      const { call } = await conferenceAccess.requireParticipant(caller, presId, confId);
      if (callReplayStatus(call) !== CallReplayStatus.Available) throw replayRefused(call);
      return signed(presId, confId);
    },

    /** How long `token` stays valid for the call's replay (ms), or null: not valid. */
    remainingMs(presId: number, confId: number, token: string): number | null {
      return signer.remainingMs(callReplayStream(presId, confId), token);
    },

    /**
     * The replay playlist for a request under a signed path (its route checked the signature with
     * remainingMs): the signature stands for the right, the call says whether it still plays.
     */
    async signedPlaylist(presId: number, confId: number): Promise<string> {
      const call = await calls.findCall(confId);
      if (!call || call.presId !== presId) throw new NotFoundError(`Call ${confId} not found.`);
      if (callReplayStatus(call) !== CallReplayStatus.Available) throw replayRefused(call);
      // A call that was never live has no recording.
      const playlist =
        call.liveStartedAt === null
          ? null
          : await bridge.replayPlaylist(call.id, call.liveStartedAt);
      if (playlist === null) throw new NotFoundError('This call has no recording.');
      return playlist;
    },
  };
}

export type CallReplayService = ReturnType<typeof createCallReplayService>;
