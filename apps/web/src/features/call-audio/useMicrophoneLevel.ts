// The level meter's reading of the speaker's own microphone (call-audio.level.ts), 0 to 100,
// while there is a stream to read; 0 without one.
import { useEffect, useState } from 'react';
import { startLevelMeter } from './call-audio.level.ts';

export function useMicrophoneLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (stream === null) return;
    const stop = startLevelMeter(stream, setLevel);
    return () => {
      stop();
      setLevel(0);
    };
  }, [stream]);
  return level;
}
