// Every change to a call goes out on its SPEC §7 topics through the hub. One function per kind
// of change, so the services say what changed and this file says who hears it:
// - .status and .update (cancelled, start time moved) reach every participant;
// - .slide and .presenter reach every participant; public participants get the slide index held
//   at the last public slide (SPEC §6, conference/public-slide.ts), through the hub's
//   publicPayload, so no private index ever reaches them;
// - .user.{id}.question and .user.{id}.access reach that user alone;
// - .console (questions and presence for the coordinator console) reaches coordinators only;
// - a revoked user, or every public participant when the public portion ends, is disconnected
//   after the access message went out.
import {
  type CallAudioSpeaker,
  hubTopics,
  isInPrivatePortion,
  publicSlideIndex,
  type ConsoleQuestion,
  type NotificationMessage,
  type PresenterUpdateMessage,
  type QuestionUpdateMessage,
} from '@podium/domain';
import type { HubPublisher, RetainedMessage } from '../../realtime/hub.types.ts';
import type { CallRow, PresenterRow } from './conference.repository.ts';
import { toCallStatusMessage, toPresenterList } from './conference.mapper.ts';

/**
 * The .slide message for the call's shared slide: the index, and for public participants the
 * index held at the last public slide, or nothing (SPEC §6), saying when the presenter is past
 * it (no more than that: which private slide stays unsaid). Also what a new subscriber of the
 * retained .slide topic gets (conference-retained.ts).
 */
export function slideMessage(
  call: CallRow,
  privateSlidesBeginAt: number | null,
  changedAt: Date | null = null,
): RetainedMessage<'callSlide'> {
  const publicIndex = publicSlideIndex(call.slideIndex, privateSlidesBeginAt);
  const privatePortion = isInPrivatePortion(call.slideIndex, privateSlidesBeginAt);
  const moment = changedAt === null ? {} : { ChangedAtUtc: changedAt.toISOString() };
  return {
    payload: { SlideIndex: call.slideIndex, ...moment },
    options: {
      publicPayload:
        publicIndex === null
          ? null
          : {
              SlideIndex: publicIndex,
              ...(privatePortion ? { PrivatePortion: true } : {}),
              ...moment,
            },
    },
  };
}

/** A participant's line as the moderator or they themselves set it (SPEC §3 audio state). */
export interface AudioStateChange {
  readonly AudioState: 'Muted' | 'Unmuted';
  readonly AllowToTalk: boolean;
}

export function createConferenceEvents(hub: HubPublisher) {
  /** In-process followers of status and audio state changes (the call's audio). */
  const statusFollowers: Array<(call: CallRow) => void> = [];
  const audioStateFollowers: Array<
    (confId: number, coreUserId: number, state: AudioStateChange) => void
  > = [];
  return {
    status(call: CallRow): void {
      const message = toCallStatusMessage(call);
      if (message) hub.publish(hubTopics.callStatus(call.id), message);
      for (const follow of statusFollowers) follow(call);
    },

    /** Follows every status change and cancellation made in this process. */
    followStatus(follow: (call: CallRow) => void): void {
      statusFollowers.push(follow);
    },

    /** Follows every change of a participant's line made in this process. */
    followAudioState(
      follow: (confId: number, coreUserId: number, state: AudioStateChange) => void,
    ): void {
      audioStateFollowers.push(follow);
    },

    /** Who is connected to the call's audio and who speaks, for the console. */
    callAudioSpeakers(confId: number, speakers: CallAudioSpeaker[]): void {
      hub.publish(hubTopics.consoleUpdate(confId), { Type: 'callAudio', Speakers: speakers });
    },

    /**
     * SPEC §4 call update: the call was cancelled. On the update topic rather than the status
     * topic because a call cancelled before it started has no status to send; every
     * participant hears it, public ones included.
     */
    cancelled(call: CallRow): void {
      hub.publish(hubTopics.callUpdate(call.id), { IsDeleted: true });
      for (const follow of statusFollowers) follow(call);
    },

    /** SPEC §4 call update: a changed start time (the viewers reopen the pre-event modal). */
    startTimeChanged(call: CallRow): void {
      hub.publish(hubTopics.callUpdate(call.id), { StartTimeUtc: call.startTimeUtc.toISOString() });
    },

    /** The shared slide moved at `changedAt` (SPEC §4 presenter control) or was reset on LIVE. */
    slide(call: CallRow, privateSlidesBeginAt: number | null, changedAt: Date | null = null): void {
      const { payload, options } = slideMessage(call, privateSlidesBeginAt, changedAt);
      hub.publish(hubTopics.callSlide(call.id), payload, options);
    },

    presenter(
      call: CallRow,
      update: PresenterUpdateMessage,
      privateSlidesBeginAt: number | null,
    ): void {
      const publicIndex = publicSlideIndex(update.SlideIndex, privateSlidesBeginAt);
      hub.publish(hubTopics.callPresenter(call.id), update, {
        publicPayload: publicIndex === null ? null : { ...update, SlideIndex: publicIndex },
      });
    },

    presenterControl(call: CallRow): void {
      hub.publish(hubTopics.presenterControl(call.id), {
        PresenterControlEnabled: call.presenterControlEnabled,
        SlideSyncEnabled: call.slideSyncEnabled,
      });
    },

    /** Both lists: with emails for presenters and coordinators, names only for everyone. */
    presenterLists(call: CallRow, presenters: readonly PresenterRow[]): void {
      const full = toPresenterList(presenters);
      hub.publish(hubTopics.presenterList(call.id), full);
      hub.publish(hubTopics.attendeePresenterList(call.id), {
        Presenters: full.Presenters.map((p) => ({ CoreUserId: p.CoreUserId, Name: p.Name })),
      });
    },

    question(confId: number, coreUserId: number, message: QuestionUpdateMessage): void {
      hub.publish(hubTopics.userQuestion(confId, coreUserId), message);
    },

    /** The console's queue: a question asked or changed, as the queue lists it. */
    consoleQuestion(confId: number, question: ConsoleQuestion): void {
      hub.publish(hubTopics.consoleUpdate(confId), { Type: 'question', Question: question });
    },

    /** The console's queue: a withdrawn question leaves it. */
    consoleQuestionWithdrawn(confId: number, questionId: number): void {
      hub.publish(hubTopics.consoleUpdate(confId), {
        Type: 'questionWithdrawn',
        QuestionId: questionId,
      });
    },

    /** The console's participants: someone registered (the console reads its list again). */
    participantsChanged(confId: number): void {
      hub.publish(hubTopics.consoleUpdate(confId), { Type: 'participants' });
    },

    /** The console's participants: a participant became present, or their last connection closed. */
    presence(confId: number, coreUserId: number, isActive: boolean): void {
      hub.publish(hubTopics.consoleUpdate(confId), {
        Type: 'presence',
        CoreUserId: coreUserId,
        IsActive: isActive,
      });
    },

    /** SPEC §6: the revoked participant hears it, then is cut off. */
    async revoked(confId: number, coreUserId: number): Promise<void> {
      hub.publish(hubTopics.userAccess(confId, coreUserId), { AccessRevoked: true });
      await hub.disconnect({ conferenceId: confId, coreUserId });
    },

    /** SPEC §4/§6: a public call end revokes all public access; public connections are cut off. */
    async publicAccessEnded(call: CallRow): Promise<void> {
      hub.publish(hubTopics.callAccess(call.id), {
        PublicAccessRevoked: true,
        PublicCallEndTimeUtc: call.publicCallEndTimeUtc?.toISOString() ?? null,
      });
      await hub.disconnect({ conferenceId: call.id, publicOnly: true });
    },

    notification(confId: number, message: NotificationMessage): void {
      hub.publish(hubTopics.callNotification(confId), message);
    },

    audioState(confId: number, coreUserId: number, state: AudioStateChange): void {
      hub.publish(hubTopics.audioState(confId, coreUserId), state);
      for (const follow of audioStateFollowers) follow(confId, coreUserId, state);
    },
  };
}

export type ConferenceEvents = ReturnType<typeof createConferenceEvents>;
