// Says the live video's deck to the viewer outside this lazy chunk (slides/live-deck.store): the
// bottom bar shows while the slides are on screen and this viewer may page through them
// (SPEC §2, §5), and a live video attendee prefetches once the replay is available (SPEC §9).
// A component of its own: it renders again on each slide change, the kind's view does not.
import { useEffect } from 'react';
import type { ReplayType } from '@podium/domain';
import { useConferenceDeck } from '../../conference/useConferenceDeck.ts';
import { clearLiveDeck, setLiveDeck } from '../../slides/live-deck.store.ts';

interface Props {
  /** The slides are on the screen now (the phase and the focus view show them). */
  readonly shown: boolean;
  readonly ended: boolean;
  readonly replayAvailable: boolean;
  readonly replayType: ReplayType | null;
}

export function LiveDeckReport({ shown, ended, replayAvailable, replayType }: Props) {
  const deck = useConferenceDeck({ ended, replayAvailable });
  const mayNavigate = shown && deck.index !== null && deck.mayNavigate;
  const slideCount = deck.slides.length;
  useEffect(
    () =>
      setLiveDeck({ mayNavigate, slideCount, liveVideoEnded: ended, replayAvailable, replayType }),
    [mayNavigate, slideCount, ended, replayAvailable, replayType],
  );
  useEffect(() => clearLiveDeck, []);
  return null;
}
