// The player of an on-demand presentation, with its resume question (SPEC §4): it starts by
// itself only when there is nothing to resume, and otherwise waits for the viewer's answer.
import type { ReactNode } from 'react';
import { LogEventTypes } from '@podium/domain';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { useMediaStore } from '../media.store.ts';
import type { MediaSession } from '../useMediaSession.ts';
import { MediaPlayer } from './MediaPlayer.tsx';
import { ResumeDialog } from './ResumeDialog.tsx';

interface SessionPlayerProps {
  readonly session: MediaSession;
  readonly audioCard?: ReactNode;
  readonly className?: string;
}

export function SessionPlayer({ session, audioCard, className }: SessionPlayerProps) {
  const { presentation, user } = usePresentation();
  const controller = useMediaStore((s) => s.controller);
  const { media, resume } = session;
  if (media === null) return null;

  const answer = (offsetSeconds: number) => {
    if (controller === null) return;
    controller.seekTo(offsetSeconds, 'system');
    controller.play();
    if (offsetSeconds > 0)
      session.log({ EventType: LogEventTypes.Resume, MediaTimeSeconds: offsetSeconds });
    resume.answer();
  };

  return (
    <>
      <MediaPlayer
        kind={media.kind}
        sources={media.sources}
        sourceUrls={session.sourceUrls}
        renewSources={session.renewSources}
        durationSeconds={media.durationSeconds}
        sync={session.sync}
        autoplay={resume.phase === 'none'}
        log={session.log}
        savePosition={resume.savePosition}
        watermark={presentation.mediaWatermark}
        watermarkText={user?.EmailAddress || user?.FullName || presentation.TitleBarWeb}
        audioCard={audioCard}
        className={className}
        captions={session.captions}
      />
      {resume.phase === 'offer' && controller !== null && (
        <ResumeDialog
          offsetSeconds={resume.offsetSeconds}
          onResume={() => answer(resume.offsetSeconds)}
          onStartOver={() => answer(0)}
        />
      )}
    </>
  );
}
