// The caption showing at the media's current time, over the picture (or the audio card), while
// the viewer has `Captions` on. The cue changes at most a few times a second (the store's time).
import { captionIndexAtTime, type CaptionCue } from '@podium/domain';
import { useCaptionsStore } from '../captions.store.ts';
import { useMediaStore } from '../media.store.ts';

export function CaptionOverlay({ cues }: { readonly cues: readonly CaptionCue[] }) {
  const on = useCaptionsStore((s) => s.captionsOn);
  const index = useMediaStore((s) => captionIndexAtTime(cues, s.currentTime));
  const cue = cues[index];
  if (!on || cue === undefined) return null;
  return (
    <div className="media-captions" data-testid="media-captions">
      <span className="media-captions__text">{cue.text}</span>
    </div>
  );
}
