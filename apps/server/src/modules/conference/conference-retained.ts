// The conference module's retained topic (packages/domain RETAINED_TOPIC_KINDS): the call's shared
// slide, read from the call row when the hub has no recent .slide message of its own (after a
// restart, say), so a viewer that subscribes is on the presenter's slide at once.
import type { RetainedSource } from '../../realtime/hub.types.ts';
import type { PresentationRepository } from '../presentation/presentation.repository.ts';
import { slideMessage } from './conference-events.ts';
import type { ConferenceRepository } from './conference.repository.ts';

export function createRetainedSlideSource(
  calls: ConferenceRepository,
  presentations: PresentationRepository,
): RetainedSource<'callSlide'> {
  return async ({ conferenceId }) => {
    const call = await calls.findCall(conferenceId);
    if (!call) return null;
    // Without the presentation the private boundary is unknown: send nothing rather than risk a
    // private index reaching a public participant (SPEC §6).
    const presentation = await presentations.find(call.presId);
    return presentation ? slideMessage(call, presentation.privateSlidesBeginAt) : null;
  };
}
