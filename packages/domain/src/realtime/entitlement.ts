// Who may subscribe to which SPEC §7 topic and who may publish which presenter-control update
// (SPEC §6). The server decides with these on every subscribe and UpdatePresControl; the web app
// uses the same answers to subscribe only where it will be allowed and to show only usable controls.
import {
  coordinatesEvent,
  focusChangeScope,
  isEventCoordinator,
  maySendCallControlUpdates,
  maySendMeetingStatusUpdates,
  runsTheCall,
} from '../roles/roles.ts';
import { parseTopic, type TopicDescriptor } from './topics.ts';
import { UpdateSource } from './update-source.ts';

/**
 * The connection, as the server knows it from the socket token (SPEC §7 uegtoken is issued per
 * presentation and conference call). Ids are the ones the server resolved, never client input.
 */
export interface HubSubject {
  readonly coreUserId: number;
  readonly presId: number;
  /** The presentation's rowguid (slide topics). */
  readonly rowGuid: string;
  /** The presentation's entry-code id, null when it has none. */
  readonly passwordId: number | null;
  /** Conference calls (and live events) of this presentation the user participates in. */
  readonly conferenceIds: readonly number[];
  /** Media containers of this presentation (upload progress topics). */
  readonly mediaGuids: readonly string[];
  readonly isPublicParticipant: boolean;
  /** SPEC §6 conference call presenter: in the call's presenter list. */
  readonly isConferencePresenter: boolean;
  /** SPEC §6 live video role bits (Event Coordinator 4 is the one that matters here). */
  readonly liveVideoRoles: number;
  readonly isSiteAdmin: boolean;
  /** SPEC §4/§6: the participant's access was revoked, or public access was and they are public. */
  readonly accessRevoked: boolean;
}

export type SubscriptionDenial =
  | 'malformedTopic'
  | 'accessRevoked'
  | 'notParticipant'
  | 'notOwnTopic'
  | 'privateSlides'
  | 'notPresenter'
  | 'notCoordinator'
  | 'otherPresentation'
  | 'otherEntryCode'
  | 'otherMedia';

export type SubscriptionDecision =
  | { readonly allowed: true; readonly topic: TopicDescriptor }
  | { readonly allowed: false; readonly reason: SubscriptionDenial };

function sameGuid(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * The reasons, per topic:
 * - Revoked participants get nothing (SPEC §6: revoked participants are disconnected).
 * - Conference topics need participation in that conference: a token for one event must not
 *   open another event's rooms.
 * - `.user.{id}.question` / `.user.{id}.access` / `meeting.….participant.{id}.audioState` are
 *   the user's own: another attendee's questions, access and microphone state are theirs
 *   alone (SPEC §3 questions carry name and company; DoNotAnnounceNameAndCompany, SPEC §5).
 *   Moderators read questions through the questions API, not through attendees' topics.
 * - `.PresenterList` carries presenters' emails and is the list control is taken from, so it is
 *   for those who may hold or assign control (SPEC §6: conference presenters, site admins;
 *   coordinators assign the active presenter); everyone gets `.AttendeePresenterList`.
 * - `.console` carries every question with its author and who is connected: the coordinator
 *   console's (SPEC §6 event coordinators, site admins), as its REST reads are.
 * - `slide.{rowGuid}` carries every slide, so never public participants (SPEC §6 public/private
 *   split); they get `slide.public.{rowGuid}`, which anyone in the presentation may follow.
 * - `entrycode.{passwordId}` and `media.{guid}` belong to the presentation the token is for.
 */
export function decideSubscription(
  subject: HubSubject,
  topic: TopicDescriptor | string,
): SubscriptionDecision {
  const parsed = typeof topic === 'string' ? parseTopic(topic) : topic;
  if (parsed === null) return { allowed: false, reason: 'malformedTopic' };
  if (subject.accessRevoked) return { allowed: false, reason: 'accessRevoked' };
  const deny = (reason: SubscriptionDenial): SubscriptionDecision => ({ allowed: false, reason });
  const allow: SubscriptionDecision = { allowed: true, topic: parsed };
  switch (parsed.kind) {
    case 'entryCodeUpdate':
      return subject.passwordId === parsed.passwordId ? allow : deny('otherEntryCode');
    case 'slidesUpdate':
      if (!sameGuid(subject.rowGuid, parsed.rowGuid)) return deny('otherPresentation');
      return subject.isPublicParticipant ? deny('privateSlides') : allow;
    case 'publicSlidesUpdate':
      return sameGuid(subject.rowGuid, parsed.rowGuid) ? allow : deny('otherPresentation');
    case 'mediaUpdate':
      return subject.mediaGuids.some((g) => sameGuid(g, parsed.guid)) ? allow : deny('otherMedia');
    default:
      break;
  }
  if (!subject.conferenceIds.includes(parsed.conferenceId)) return deny('notParticipant');
  switch (parsed.kind) {
    case 'userQuestion':
    case 'userAccess':
    case 'audioState':
      return parsed.coreUserId === subject.coreUserId ? allow : deny('notOwnTopic');
    case 'presenterList':
      return runsTheCall(subject) ? allow : deny('notPresenter');
    case 'consoleUpdate':
      return coordinatesEvent(subject) ? allow : deny('notCoordinator');
    default:
      return allow;
  }
}

export function maySubscribe(subject: HubSubject, topic: TopicDescriptor | string): boolean {
  return decideSubscription(subject, topic).allowed;
}

/** What publishing a presenter-control update depends on. */
export interface PublishSubject {
  readonly liveVideoRoles: number;
  /** SPEC §6 SGM role: None 0, Attendee 1, Host 2. */
  readonly sgmRole: number;
  /** The user drives the shared slide now (conference/presenter-control.ts controlsSharedSlides). */
  readonly controlsSlides: boolean;
  /** The user may take presenter control (conference/presenter-control.ts mayTakePresenterControl). */
  readonly mayTakePresenterControl: boolean;
}

/**
 * SPEC §6 per update source:
 * - call started, broadcast started, force end: only event coordinators and SGM hosts. A plain
 *   call-ended is the counterpart of call-started and has the same authority.
 * - meeting launch in progress: only SGM hosts.
 * - slide updated: only users who control slides (SPEC §4: the slide index is sent for them).
 * - active presenter updated: whoever may take presenter control, and coordinators, who assign
 *   the active presenter from the console.
 * - video focus updated: coordinators and slide controllers change the shared focus; everyone
 *   else changes it locally and sends nothing.
 */
export function mayPublishUpdate(subject: PublishSubject, source: UpdateSource): boolean {
  const coordinator = isEventCoordinator(subject.liveVideoRoles);
  switch (source) {
    case UpdateSource.CallStarted:
    case UpdateSource.CallEnded:
    case UpdateSource.BroadcastStarted:
    case UpdateSource.ForceEnd:
      return maySendCallControlUpdates(subject);
    case UpdateSource.MeetingLaunchInProgress:
      return maySendMeetingStatusUpdates(subject);
    case UpdateSource.SlideUpdated:
      return subject.controlsSlides;
    case UpdateSource.ActivePresenterUpdated:
      return subject.mayTakePresenterControl || coordinator;
    case UpdateSource.VideoFocusUpdated:
      return focusChangeScope(subject) === 'shared';
  }
}
