// The Welcome panel's checklist (SPEC §2 Pre-Event Checklist): its items by the domain rule, and
// which of them this viewer has ticked.
import { useCallback, useMemo, useState } from 'react';
import { preEventChecklist, eventMediaOffered, type PreEventChecklistItem } from '@podium/domain';
import { usePresentation } from '../presentation/presentation.context.ts';
import { readChecklistTicks, writeChecklistTicks } from './checklist-storage.ts';

export function usePreEventChecklist() {
  const { presId, presentation } = usePresentation();
  const hasCall = presentation.HasConferenceCall && presentation.ConferenceCallData !== null;
  const hasLiveVideo = presentation.LiveVideoData !== null;
  const items = useMemo(
    () =>
      preEventChecklist({
        hasSound:
          presentation.Audio !== null || presentation.Video !== null || hasCall || hasLiveVideo,
        hasStream: hasCall || hasLiveVideo,
        hasSlides: presentation.Slides.length > 0,
        hasDocuments: presentation.Documents.length > 0,
        hasEventMedia: eventMediaOffered(
          presentation.EventMedia.length,
          presentation.Security.EventMediaButton,
        ),
        hasCall,
      }),
    [presentation, hasCall, hasLiveVideo],
  );
  const [ticks, setTicks] = useState(() => readChecklistTicks(presId));
  const setTicked = useCallback(
    (item: PreEventChecklistItem, ticked: boolean) => {
      setTicks((current) => {
        const next = new Set(current as ReadonlySet<PreEventChecklistItem>);
        if (ticked) next.add(item);
        else next.delete(item);
        writeChecklistTicks(presId, next);
        return next;
      });
    },
    [presId],
  );
  return { items, ticks, setTicked, startDateUtc: presentation.EventInfo.StartDateUtc };
}
