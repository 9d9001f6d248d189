// The module each view's lazy chunk starts from (kind-views.ts imports them), relative to the web
// app's root: the build names each view's files by it, for the server to list in the viewer's
// HTML. Plain data, read by the build's configuration as well.
import type { KindView } from '@podium/domain';

export const KIND_VIEW_MODULES = {
  slides: null,
  unavailable: null,
  documents: 'src/features/documents/components/Documents.tsx',
  media: 'src/features/media/MediaViews.tsx',
  conference: 'src/features/conference/ConferenceViews.tsx',
  liveVideo: 'src/features/live-video/LiveVideoViews.tsx',
  nrsDirect: 'src/features/nrs-direct/NrsDirectViews.tsx',
  meeting: 'src/features/meeting/MeetingViews.tsx',
} as const satisfies Record<KindView, string | null>;
