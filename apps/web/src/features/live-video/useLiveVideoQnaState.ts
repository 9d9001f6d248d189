// SPEC §5 Q&A event state of a live video event: started and not ended (the event's own status,
// not its call's), and whether this viewer is in the audience: panelists and coordinators answer
// questions, they do not ask. Null for a presentation without live video.
import { effectiveLiveVideoRoles, mayPresentLiveVideo, type QnaEventState } from '@podium/domain';
import { usePresentation } from '../presentation/presentation.context.ts';
import { useViewerKind } from '../viewer/useViewerKind.ts';
import { useLiveVideoStore } from './live-video.store.ts';

export function useLiveVideoQnaState(): QnaEventState | null {
  const { presentation, user } = usePresentation();
  const { kind } = useViewerKind();
  const started = useLiveVideoStore((s) => s.status?.HasStarted ?? false);
  const ended = useLiveVideoStore((s) => s.status?.HasEnded ?? false);
  if (presentation.LiveVideoData === null || presentation.LiveVideoData === undefined) return null;
  const roles = effectiveLiveVideoRoles(user?.PresPermissions.PresentationRole ?? 0, kind);
  return { kind: 'liveVideo', started, ended, isAttendee: !mayPresentLiveVideo(roles) };
}
