// The other speakers' voices, each played by its own audio element as it arrives, so the speakers
// hear each other at once rather than through the listeners' delayed stream.
import { memo, useEffect, useRef } from 'react';

const SpeakerVoice = memo(function SpeakerVoice({ stream }: { readonly stream: MediaStream }) {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const audio = ref.current;
    if (audio === null) return;
    audio.srcObject = stream;
    // Joining was a click or the moderator's grant on a page already used: autoplay is allowed.
    audio.play()?.catch(() => undefined);
    return () => {
      audio.srcObject = null;
    };
  }, [stream]);
  return <audio ref={ref} autoPlay data-testid="call-audio-speaker" />;
});

export function SpeakerAudio({ streams }: { readonly streams: ReadonlyMap<number, MediaStream> }) {
  return (
    <>
      {[...streams].map(([coreUserId, stream]) => (
        <SpeakerVoice key={coreUserId} stream={stream} />
      ))}
    </>
  );
}
