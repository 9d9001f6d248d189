// SPEC §4, §7: a replay turns the shared slide at the recorded moments (the slide transitions
// kept while the event ran): at the replay's start the slide is back at the first and the
// transitions load; as the replay plays, the moment shown picks the slide (replaySlideIndex).
// Used by the live video replay and the conference call replay alike.
import { useCallback, useEffect, useState } from 'react';
import type { SlideTransition } from '@podium/domain';
import { dispatchSlide, useConferenceStore } from '../conference/conference.store.ts';
import { useParticipantSlides } from '../conference/useConferenceDeck.ts';
import { usePresentation } from '../presentation/presentation.context.ts';
import { fetchSlideTransitions } from './live-video.api.ts';
import { replaySlideIndex } from './replay-slides.ts';

/** `replay`: the replay is available; returns what the player calls with each moment shown. */
export function useReplaySlides(replay: boolean, withSlides: boolean): (date: Date) => void {
  const { presId } = usePresentation();
  const deck = useParticipantSlides();
  const [transitions, setTransitions] = useState<readonly SlideTransition[]>([]);
  useEffect(() => {
    if (!replay || !withSlides) return;
    let cancelled = false;
    dispatchSlide({ type: 'presenterSlide', index: 0, slideSyncEnabled: true });
    fetchSlideTransitions(presId)
      .then((list) => !cancelled && setTransitions(list))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [replay, withSlides, presId]);
  return useCallback(
    (date: Date) => {
      const index = replaySlideIndex(transitions, deck, date);
      if (index !== useConferenceStore.getState().slides.presenterIndex)
        dispatchSlide({ type: 'presenterSlide', index, slideSyncEnabled: true });
    },
    [transitions, deck],
  );
}
