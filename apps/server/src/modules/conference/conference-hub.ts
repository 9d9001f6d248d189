// What the conference module tells the realtime hub (realtime/hub.types.ts): who takes part in
// a call and whether they were cut off (HubDirectory), and how an UpdatePresControl sent over the
// socket is applied (PresControlUpdateHandler): by the same rules as POST prescontrol/{presId}.
import {
  callCutOff,
  DomainError,
  ForbiddenError,
  type PublishSubject,
  standingOf,
  type UpdateAck,
} from '@podium/domain';
import type {
  HubClient,
  HubDirectory,
  PresControlUpdateHandler,
} from '../../realtime/hub.types.ts';
import type { PresentationRepository } from '../presentation/presentation.repository.ts';
import type { PresentationControlsService } from '../prescontrol/presentation-controls.service.ts';
import type { CallRow, ConferenceRepository } from './conference.repository.ts';
import type { PresenterActor } from './presenter-control.service.ts';

interface Dependencies {
  readonly calls: ConferenceRepository;
  readonly presentations: PresentationRepository;
  readonly presentationControls: PresentationControlsService;
}

const NOBODY: PublishSubject = {
  liveVideoRoles: 0,
  sgmRole: 0,
  controlsSlides: false,
  mayTakePresenterControl: false,
};

function actorOf(client: HubClient): PresenterActor {
  const { subject } = client;
  return {
    coreUserId: subject.coreUserId,
    isSiteAdmin: subject.isSiteAdmin,
    liveVideoRoles: subject.liveVideoRoles,
    sgmRole: client.sgmRole,
    isPublicParticipant: subject.isPublicParticipant,
  };
}

export function createConferenceDirectory(calls: ConferenceRepository): HubDirectory {
  return {
    async isConferenceOf(presId, conferenceId) {
      const call = await calls.findCall(conferenceId);
      return call !== null && call.presId === presId;
    },
    async participation(query) {
      // One read: the call, this user's registration and presenter listing (SPEC §6).
      const standing = await calls.standing(query.conferenceId, query.coreUserId);
      if (!standing || standing.call.presId !== query.presId)
        return { accessRevoked: false, isConferencePresenter: query.roleIsConferencePresenter };
      const { call, participant, isListedPresenter } = standing;
      // SPEC §4/§6 by the domain's callCutOff, as every other cut-off guard: revoked by a
      // coordinator, or public after the public portion ended (registered or not); never those
      // who run the call (coordinators, conference presenters, site admins, listed presenters).
      const viewer = {
        isSiteAdmin: query.isSiteAdmin,
        liveVideoRoles: query.liveVideoRoles,
        isConferencePresenter: query.roleIsConferencePresenter,
        isPublicParticipant: query.isPublicParticipant,
      };
      return {
        accessRevoked:
          callCutOff(viewer, standingOf(call, participant, isListedPresenter)) !== null,
        isConferencePresenter: isListedPresenter,
      };
    },
  };
}

export function createPresControlHubHandler({
  calls,
  presentations,
  presentationControls,
}: Dependencies): PresControlUpdateHandler {
  async function callFor(client: HubClient): Promise<CallRow | null> {
    if (client.conferenceId !== null) {
      const call = await calls.findCall(client.conferenceId);
      return call && call.presId === client.subject.presId ? call : null;
    }
    return presentationControls.callOf(client.subject.presId);
  }

  return {
    async publishSubject(client) {
      const call = await callFor(client);
      if (!call) return NOBODY;
      return presentationControls.presenterSubject(actorOf(client), call);
    },

    async apply(client, message): Promise<UpdateAck> {
      const call = await callFor(client);
      const presentation = await presentations.find(client.subject.presId);
      if (!call || !presentation) return { ok: false, error: 'invalid' };
      try {
        await presentationControls.apply(actorOf(client), call, message, {
          privateSlidesBeginAt: presentation.privateSlidesBeginAt,
          hasPublicPortion: presentation.extras.ConferenceCallData?.AskForPublicPrivate ?? false,
        });
        return { ok: true };
      } catch (error) {
        // Anything but a refusal is the hub's to log and answer as unavailable.
        if (!(error instanceof DomainError)) throw error;
        return { ok: false, error: error instanceof ForbiddenError ? 'forbidden' : 'invalid' };
      }
    },
  };
}
