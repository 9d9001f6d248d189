// SPEC §4 padding navigation, live: the window of the NRS Direct show now, moved on by a timer at
// each date (SPEC §9: only when under 24 h away), without a reload. Entering the tour returns the
// attendee to the presenter's slide.
import { useEffect, useState } from 'react';
import {
  nextPaddingChangeMs,
  paddingWindowAt,
  personalIndexAfterWindowChange,
  type PaddingNavData,
  type PaddingWindow,
} from '@podium/domain';
import { dispatchSlide, useConferenceStore } from '../conference/conference.store.ts';

export function usePaddingWindow(data: PaddingNavData | null): PaddingWindow {
  const [window, setWindow] = useState(() => paddingWindowAt(data, Date.now()));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const update = () => {
      const now = Date.now();
      const next = paddingWindowAt(data, now);
      setWindow(next);
      const personal = useConferenceStore.getState().slides.personalIndex;
      if (personal !== null && personalIndexAfterWindowChange(personal, next) === null)
        dispatchSlide({ type: 'backToPresenter' });
      const delay = nextPaddingChangeMs(data, now);
      if (delay !== null) timer = setTimeout(update, delay);
    };
    update();
    return () => {
      if (timer !== null) clearTimeout(timer);
    };
  }, [data]);

  return window;
}
