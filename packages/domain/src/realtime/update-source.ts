// SPEC §7 UpdatePresControl update sources: what a presenter-control update announces.
import { z } from 'zod';

export const UpdateSource = {
  CallStarted: 1,
  CallEnded: 2,
  SlideUpdated: 3,
  ActivePresenterUpdated: 4,
  VideoFocusUpdated: 5,
  BroadcastStarted: 6,
  ForceEnd: 10,
  MeetingLaunchInProgress: 16,
} as const;
export type UpdateSource = (typeof UpdateSource)[keyof typeof UpdateSource];

export const UpdateSourceSchema = z.union([
  z.literal(UpdateSource.CallStarted),
  z.literal(UpdateSource.CallEnded),
  z.literal(UpdateSource.SlideUpdated),
  z.literal(UpdateSource.ActivePresenterUpdated),
  z.literal(UpdateSource.VideoFocusUpdated),
  z.literal(UpdateSource.BroadcastStarted),
  z.literal(UpdateSource.ForceEnd),
  z.literal(UpdateSource.MeetingLaunchInProgress),
]);
