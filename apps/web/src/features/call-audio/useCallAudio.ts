// The call audio of the conference view on screen: who may speak (the call's presenters and
// coordinators at will, an attendee while the moderator gives them the floor), the attendee's
// floor as their audioState topic says it, and this viewer's media (call-audio.media.ts) on the
// conference session's hub. An attendee given the floor joins by itself and leaves when it is
// taken back; nobody stays in the audio of a call that is over or that cut them off.
import { useEffect, useMemo } from 'react';
import {
  callAudioOpen,
  hubTopics,
  isListedPresenter,
  mayBeGivenFloor,
  runsTheCall,
  type User,
} from '@podium/domain';
import { usePresentation } from '../presentation/presentation.context.ts';
import { selectCutOff, useConferenceStore } from '../conference/conference.store.ts';
import { useConferenceSession } from '../conference/session-host.ts';
import { createCallAudioMedia, type CallAudioMedia } from './call-audio.media.ts';
import {
  CallAudioPhase,
  isInCallAudio,
  resetCallAudio,
  setCallAudio,
  useCallAudioStore,
} from './call-audio.store.ts';

interface PresenterRef {
  readonly CoreUserId: number;
}

/**
 * Whether the user speaks in the call whenever they choose (the server's CallAudioFloor
 * Presenter): a conference presenter by role or on the call's presenter list, an event
 * coordinator, a site admin.
 */
export function maySpeakAtWill(
  user: User | null,
  callPresenters: readonly PresenterRef[],
): boolean {
  if (user === null) return false;
  return (
    runsTheCall({
      isSiteAdmin: user.UserSiteAdmin,
      liveVideoRoles: user.PresPermissions.PresentationRole,
      isConferencePresenter: user.IsConferencePresenter,
    }) || isListedPresenter(user.CoreId, callPresenters)
  );
}

export interface CallAudio {
  /** The panel shows: this user may speak now, or is in the audio (or failed getting there). */
  readonly shown: boolean;
  /** A presenter or coordinator: Join audio and Leave audio are theirs. */
  readonly atWill: boolean;
  readonly media: CallAudioMedia | null;
}

export function useCallAudio(): CallAudio {
  const { user } = usePresentation();
  const session = useConferenceSession();
  const hub = session?.hub ?? null;
  const confId = session?.call.confId ?? null;
  const coreUserId = user?.CoreId ?? null;
  const callPresenters = useConferenceStore((s) => s.presenters);
  const participant = useConferenceStore((s) => s.participant);
  const cutOff = useConferenceStore((s) => selectCutOff(s) !== null);
  const callOpen = useConferenceStore((s) =>
    callAudioOpen({ status: s.call.status, isDeleted: s.call.isCancelled }),
  );
  const callLive = useConferenceStore((s) => s.call.isLive && !s.call.isCancelled);
  const open = callOpen && !cutOff;
  // A guest speaks into a live call only: their turn is the moderator's, during the call.
  const live = callLive && !cutOff;
  const atWill = maySpeakAtWill(user, callPresenters);
  const mayBeGuest =
    !atWill &&
    participant !== null &&
    mayBeGivenFloor({
      isPublicParticipant: participant.IsPublicParticipant || (user?.IsPublicParticipant ?? false),
      registrationType: participant.RegistrationType,
    });
  const allowToTalk = useCallAudioStore((s) => s.allowToTalk);
  const phase = useCallAudioStore((s) => s.phase);

  const media = useMemo(() => (hub ? createCallAudioMedia({ hub }) : null), [hub]);
  useEffect(() => {
    resetCallAudio();
    return () => {
      media?.stop();
      resetCallAudio();
    };
  }, [media]);

  // The attendee's floor: SPEC §3 audio state message, AllowToTalk.
  useEffect(() => {
    if (!hub || !mayBeGuest || confId === null || coreUserId === null) return;
    const topic = hubTopics.audioState(confId, coreUserId);
    // The floor as the registration was read (a viewer opened while it is given), until the
    // topic says otherwise.
    setCallAudio({ allowToTalk: useConferenceStore.getState().participant?.AllowToTalk ?? false });
    void hub.subscribe(topic).catch(() => undefined);
    const offMessage = hub.onMessage((message) => {
      if (message.kind !== 'audioState') return;
      if (message.topic.conferenceId !== confId || message.topic.coreUserId !== coreUserId) return;
      setCallAudio({ allowToTalk: message.payload.AllowToTalk });
    });
    return () => {
      offMessage();
      void hub.unsubscribe(topic).catch(() => undefined);
      setCallAudio({ allowToTalk: false });
    };
  }, [hub, mayBeGuest, confId, coreUserId]);

  const guestFloor = mayBeGuest && allowToTalk && live;
  useEffect(() => {
    if (!media || atWill) return;
    const { phase: now } = useCallAudioStore.getState();
    if (guestFloor) {
      if (now === CallAudioPhase.Idle) void media.join();
      return;
    }
    // Back to listening, a failure to join included: the floor it was for is gone.
    if (now !== CallAudioPhase.Idle) void media.leave();
  }, [media, atWill, guestFloor]);

  // A call that ends or cuts the viewer off takes the audio with it.
  useEffect(() => {
    if (!open && media && isInCallAudio(useCallAudioStore.getState().phase)) void media.leave();
  }, [open, media]);

  const shown =
    open &&
    media !== null &&
    (atWill || guestFloor || (mayBeGuest && phase !== CallAudioPhase.Idle));
  return { shown, atWill, media };
}
