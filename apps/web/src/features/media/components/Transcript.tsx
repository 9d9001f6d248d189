// Where the on-demand views place the Transcript panel, shown while `Transcript` is pressed. It
// travels in the player's lazy chunk (MediaViews), never in the viewer's first script.
import { memo } from 'react';
import { useCaptionsStore } from '../captions.store.ts';
import type { Captions } from '../useCaptions.ts';
import { TranscriptPanel } from './TranscriptPanel.tsx';

export const Transcript = memo(function Transcript({ captions }: { readonly captions: Captions }) {
  const open = useCaptionsStore((s) => s.transcriptOpen);
  if (!open || captions.track === null) return null;
  return <TranscriptPanel captions={captions} />;
});
