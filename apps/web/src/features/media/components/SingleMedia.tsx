// SPEC §2 VideoOnly and AudioOnly: the player alone (the outer panel is hidden for these kinds),
// with the current speaker and the chapters beneath it.
import type { MediaElementKind } from '../media-sources.ts';
import { useMediaSession } from '../useMediaSession.ts';
import { AudioCard } from './AudioCard.tsx';
import { ChapterNav } from './ChapterNav.tsx';
import { NoMedia } from './NoMedia.tsx';
import { SessionPlayer } from './SessionPlayer.tsx';
import { SpeakerStatus } from './SpeakerStatus.tsx';
import { Transcript } from './Transcript.tsx';

export function SingleMedia({ expected }: { readonly expected: MediaElementKind }) {
  const session = useMediaSession();
  if (session.media === null || session.resume.phase === 'noMedia') return <NoMedia />;
  return (
    <div className={`media-single media-single--${expected}`}>
      <SessionPlayer session={session} audioCard={<AudioCard />} />
      <SpeakerStatus speakers={session.speakers} />
      <ChapterNav chapters={session.chapters} />
      <Transcript captions={session.captions} />
    </div>
  );
}

export const VideoOnly = () => <SingleMedia expected="video" />;
export const AudioOnly = () => <SingleMedia expected="audio" />;
