// Hub topics → conference state (ARCHITECTURE §2 <area>.realtime.ts): the one place where a
// validated SPEC §7 message becomes a state change. Components never see the hub.
import { hubTopics, type TopicDescriptor, type TopicMessage } from '@podium/domain';
import {
  applyPresenterList,
  applyPresenterUpdate,
  applyQuestion,
  dispatchCall,
  dispatchSlide,
  useConferenceStore,
  updateConference,
} from './conference.store.ts';
import { applyWhenStreamShows } from './stream-slides.ts';

export interface ConferenceTopicsInput {
  readonly confId: number;
  readonly coreUserId: number | null;
  readonly rowGuid: string;
  readonly isPublicParticipant: boolean;
  /** Presenters and coordinators also follow the full presenter list. */
  readonly followsPresenterList: boolean;
}

/** The SPEC §7 topics a participant follows; public participants get the public slide topic (SPEC §6). */
export function conferenceTopics(input: ConferenceTopicsInput): TopicDescriptor[] {
  const { confId, coreUserId } = input;
  const topics: TopicDescriptor[] = [
    hubTopics.callStatus(confId),
    hubTopics.callUpdate(confId),
    hubTopics.callAccess(confId),
    hubTopics.callSlide(confId),
    hubTopics.callPresenter(confId),
    hubTopics.presenterControl(confId),
    hubTopics.attendeePresenterList(confId),
    hubTopics.callNotification(confId),
    input.isPublicParticipant
      ? hubTopics.publicSlidesUpdate(input.rowGuid)
      : hubTopics.slidesUpdate(input.rowGuid),
  ];
  if (input.followsPresenterList) topics.push(hubTopics.presenterList(confId));
  if (coreUserId !== null) {
    topics.push(
      hubTopics.userQuestion(confId, coreUserId),
      hubTopics.userAccess(confId, coreUserId),
    );
  }
  return topics;
}

export interface ConferenceMessageContext {
  readonly confId: number;
  /** The deck changed (SPEC §3 slides update message): reload the presentation. */
  readonly onSlidesChanged: () => void;
}

export function applyConferenceMessage(
  message: TopicMessage,
  context: ConferenceMessageContext,
): void {
  if ('conferenceId' in message.topic && message.topic.conferenceId !== context.confId) return;
  switch (message.kind) {
    case 'callStatus':
      return dispatchCall({ type: 'statusReceived', message: message.payload });
    case 'callUpdate':
      return dispatchCall({ type: 'callUpdated', update: message.payload });
    case 'callSlide': {
      const { SlideIndex, PrivatePortion, ChangedAtUtc } = message.payload;
      // A live video's attendee turns it when their stream shows the presenter doing so.
      applyWhenStreamShows(ChangedAtUtc, () => {
        const { slideSyncEnabled } = useConferenceStore.getState();
        updateConference({ presenterInPrivatePortion: PrivatePortion === true });
        dispatchSlide({ type: 'presenterSlide', index: SlideIndex, slideSyncEnabled });
      });
      return;
    }
    case 'callPresenter':
      return applyPresenterUpdate(message.payload);
    case 'presenterControl':
      updateConference({
        presenterControlEnabled: message.payload.PresenterControlEnabled,
        slideSyncEnabled: message.payload.SlideSyncEnabled,
      });
      return;
    case 'presenterList':
    case 'attendeePresenterList':
      return applyPresenterList(message.payload.Presenters);
    case 'userQuestion': {
      const { IsDeleted, ...question } = message.payload;
      return applyQuestion(question, IsDeleted === true);
    }
    case 'userAccess':
      if (message.payload.AccessRevoked) updateConference({ accessRevoked: true });
      return;
    case 'callAccess': {
      // SPEC §6: the end of the public portion revokes public participants only.
      const isPublic = useConferenceStore.getState().participant?.IsPublicParticipant === true;
      if (message.payload.PublicAccessRevoked && isPublic)
        updateConference({ accessRevoked: true, publicPortionEnded: true });
      return;
    }
    case 'callNotification':
      updateConference({ notification: message.payload.NotificationMessage });
      return;
    case 'slidesUpdate':
    case 'publicSlidesUpdate':
      return context.onSlidesChanged();
    default:
      return;
  }
}
