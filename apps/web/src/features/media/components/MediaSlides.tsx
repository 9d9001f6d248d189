// SPEC §2 MediaSlides: the player beside the slide the media is on, the current speaker and the
// chapters. SPEC §3 media actions resize it: `large` gives the player the main area with the
// slide small, `regular` is the default split.
import { useMediaStore } from '../media.store.ts';
import { useMediaSession } from '../useMediaSession.ts';
import { ChapterNav } from './ChapterNav.tsx';
import { MediaSlideStage } from './MediaSlideStage.tsx';
import { NoMedia } from './NoMedia.tsx';
import { SessionPlayer } from './SessionPlayer.tsx';
import { SpeakerStatus } from './SpeakerStatus.tsx';
import { AudioCard } from './AudioCard.tsx';
import { Transcript } from './Transcript.tsx';

export function MediaSlides() {
  const session = useMediaSession();
  const size = useMediaStore((s) => s.sync.playerSize);
  if (session.media === null || session.resume.phase === 'noMedia') return <NoMedia />;
  return (
    <div className={`media-slides media-slides--${size}`}>
      <div className="media-slides__player">
        <SessionPlayer session={session} audioCard={<AudioCard compact />} />
        <SpeakerStatus speakers={session.speakers} />
        <ChapterNav chapters={session.chapters} />
      </div>
      <div className="media-slides__slide">
        <MediaSlideStage containerGuid={session.media.containerGuid} />
      </div>
      <Transcript captions={session.captions} />
    </div>
  );
}
