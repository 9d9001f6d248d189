// The hub's default answers about conference calls until the conference module supplies its own
// (Hub.useDirectory): a presentation's call is the one its payload names (SPEC §3
// ConferenceCallData.Id), presenters are those flagged in the role table, nobody is revoked.
import type { PresentationRepository } from '../modules/presentation/presentation.repository.ts';
import type { HubDirectory } from './hub.types.ts';

export function createDefaultDirectory(presentations: PresentationRepository): HubDirectory {
  return {
    async isConferenceOf(presId, conferenceId) {
      const row = await presentations.find(presId);
      return row?.extras.ConferenceCallData?.Id === conferenceId;
    },
    async participation(query) {
      return { accessRevoked: false, isConferencePresenter: query.roleIsConferencePresenter };
    },
  };
}
