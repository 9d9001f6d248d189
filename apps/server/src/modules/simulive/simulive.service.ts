// Simulated live (SPEC §1, §4, §7): the broadcast as of now for anyone with access to the call
// (GET playback/control), its recording (GET playbackMedia, under a signed address that lasts
// SIGNED_RECORDING_WINDOW_MS and the window after), and the console's pause, resume and
// stop (event coordinators and site admins), published on liveevent.{confId}.playback so every
// attendee follows. The server is the clock: the position is read from the stored record and
// now() by the domain's broadcastAt.
import {
  applyBroadcastCommand,
  broadcastAt,
  derivePresentationKind,
  hubTopics,
  isSimuLiveKind,
  PresentationKind,
  type BroadcastCommand,
  type BroadcastSchedule,
  type PlaybackControlResponse,
  type PlaybackMediaResponse,
} from '@podium/domain';
import type { HubPublisher } from '../../realtime/hub.types.ts';
import {
  cutOffError,
  type CallContext,
  type ConferenceAccess,
} from '../conference/conference-access.ts';
import type { MediaRepository } from '../media/media.repository.ts';
import { mediaFileUrl, toAudio, toVideo } from '../media/media.mapper.ts';
import type { MediaUrlOf } from '../media/recording-urls.ts';
import { ConflictError, NotFoundError } from '@podium/domain';
import type { SimuLiveRepository } from './simulive.repository.ts';
import type { Caller } from '../access/caller.ts';

interface Dependencies {
  readonly conferenceAccess: ConferenceAccess;
  readonly broadcasts: SimuLiveRepository;
  readonly media: MediaRepository;
  /** The recording's address as handed to attendees (signed, recording-urls.ts). */
  readonly mediaUrl: MediaUrlOf;
  readonly hub: HubPublisher;
  readonly now: () => Date;
}

/** The call's recording: null when the presentation is not a simulated-live call with one. */
async function recordingOf(
  media: MediaRepository,
  context: CallContext,
  urlOf: MediaUrlOf,
): Promise<PlaybackMediaResponse | null> {
  const row = context.ctx.presentation;
  const kind = derivePresentationKind({
    IsNrsDirect: row.extras.IsNrsDirect ?? false,
    HasSmallGroupMeetingsVideoAndSlide: row.extras.HasSmallGroupMeetingsVideoAndSlide ?? false,
    ShowType: row.showType,
    HasSimuLiveVideo: row.extras.HasSimuLiveVideo ?? false,
    LiveVideoData: row.extras.LiveVideoData ?? null,
    HasConferenceCall: row.extras.HasConferenceCall ?? false,
    MeetingData: row.extras.MeetingData ?? null,
    HasSlides: false,
    Slides: [],
    Audio: null,
    Video: null,
  });
  if (!isSimuLiveKind(kind)) return null;
  const stored = await media.presentationMedia(row.id);
  // A simulated-live video broadcasts its video; the simulated-live calls their audio.
  if (kind === PresentationKind.SimuLiveVideo) {
    const video = toVideo(stored, urlOf);
    if (!video || video.DurationSeconds <= 0 || video.Resolutions.length === 0) return null;
    return {
      DurationSeconds: video.DurationSeconds,
      Media: [],
      VideoResolutions: video.Resolutions,
    };
  }
  const audio = toAudio(stored, urlOf);
  if (!audio || audio.DurationSeconds <= 0) return null;
  return { DurationSeconds: audio.DurationSeconds, Media: audio.BitRates, VideoResolutions: [] };
}

function scheduleOf(context: CallContext, durationSeconds: number): BroadcastSchedule {
  return { startMs: context.call.startTimeUtc.getTime(), durationSeconds };
}

/**
 * SPEC §4/§5 whether a call's simulated broadcast has ended as of now (Q&A closes then); null
 * when the call is not a simulated-live broadcast.
 */
export function createSimuLiveStateOf({
  broadcasts,
  media,
  now,
}: Pick<Dependencies, 'broadcasts' | 'media' | 'now'>) {
  return async (context: CallContext): Promise<{ readonly ended: boolean } | null> => {
    // Only the duration is read here: the addresses are the unsigned ones, never handed out.
    const recording = await recordingOf(media, context, mediaFileUrl);
    if (!recording) return null;
    const record = await broadcasts.findBroadcast(context.call.id);
    const schedule = scheduleOf(context, recording.DurationSeconds);
    return { ended: broadcastAt(schedule, record, now().getTime()).ended };
  };
}

export function createSimuLiveService({
  conferenceAccess,
  broadcasts,
  media,
  mediaUrl,
  hub,
  now,
}: Dependencies) {
  /** The call's recording, refused (404) when the presentation is not a simulated-live call. */
  async function recording(context: CallContext): Promise<PlaybackMediaResponse> {
    const found = await recordingOf(media, context, mediaUrl);
    if (!found)
      throw new NotFoundError(
        `Conference call ${context.call.id} is not a simulated-live broadcast.`,
      );
    return found;
  }

  async function control(
    context: CallContext,
    durationSeconds: number,
  ): Promise<PlaybackControlResponse> {
    const record = await broadcasts.findBroadcast(context.call.id);
    const current = broadcastAt(scheduleOf(context, durationSeconds), record, now().getTime());
    return {
      Status: current.Status,
      Offset: current.Offset,
      Ended: current.ended,
      StartTimeUtc: context.call.startTimeUtc.toISOString(),
      DurationSeconds: durationSeconds,
    };
  }

  /** Anyone the call has not cut off (SPEC §6): the same guard as the call's other reads. */
  async function readable(caller: Caller, presId: number, confId: number) {
    const context = await conferenceAccess.requireCall(caller, presId, confId);
    const reason = conferenceAccess.cutOffReason(context);
    if (reason !== null) throw cutOffError(reason);
    return context;
  }

  return {
    async playbackControl(
      caller: Caller,
      presId: number,
      confId: number,
    ): Promise<PlaybackControlResponse> {
      const context = await readable(caller, presId, confId);
      return control(context, (await recording(context)).DurationSeconds);
    },

    async playbackMedia(
      caller: Caller,
      presId: number,
      confId: number,
    ): Promise<PlaybackMediaResponse> {
      return recording(await readable(caller, presId, confId));
    },

    /** The console's Pause / Resume / Stop broadcast: coordinators and site admins only. */
    async command(
      caller: Caller,
      presId: number,
      confId: number,
      command: BroadcastCommand,
    ): Promise<PlaybackControlResponse> {
      const context = await conferenceAccess.requireCoordinator(caller, presId, confId);
      const { DurationSeconds } = await recording(context);
      const schedule = scheduleOf(context, DurationSeconds);
      const at = now().getTime();
      const record = await broadcasts.findBroadcast(confId);
      const next = applyBroadcastCommand(schedule, record, command, at);
      if (next === null) {
        const current = broadcastAt(schedule, record, at);
        const state = current.ended ? 'ended' : current.Status;
        throw new ConflictError(`The broadcast cannot ${command} while ${state}.`);
      }
      await broadcasts.saveBroadcast(confId, next);
      const current = broadcastAt(schedule, next, at);
      hub.publish(hubTopics.playback(confId), { Status: current.Status, Offset: current.Offset });
      return control(context, DurationSeconds);
    },
  };
}

export type SimuLiveService = ReturnType<typeof createSimuLiveService>;
