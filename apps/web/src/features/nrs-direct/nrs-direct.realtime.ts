// Hub → NRS Direct padding dates: a coordinator who starts or ends the guided tour from the console
// sends the show's new dates on conferencecall.{confId}.update (SPEC §4: attendees change window
// live, without a reload).
import type { PaddingNavData } from '@podium/domain';
import type { HubClient } from '../../shared/hub/hub.types.ts';

export function followPaddingNav(
  confId: number,
  hub: HubClient,
  onDates: (data: PaddingNavData) => void,
): () => void {
  return hub.onMessage((message) => {
    if (message.kind !== 'callUpdate' || message.topic.conferenceId !== confId) return;
    const dates = message.payload.NrsDirectPaddingNavData;
    if (dates !== undefined) onDates(dates);
  });
}
