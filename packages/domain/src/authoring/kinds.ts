// SPEC §1 presentation kinds as a coordinator picks them in the manage area: each kind with the
// parts it is made of (what content it takes) and the options its form shows. The viewer still
// derives the kind from the parts (presentation/kind.ts); this list says what to author so that
// the derivation lands on the kind picked.
import { PresentationKind } from '../presentation/kind.ts';

/** Content a kind is built from; the manage area offers an upload for each. */
export interface KindParts {
  readonly slides: boolean;
  /** On-demand media the kind plays (SPEC §3 Media); null for none. */
  readonly media: 'video' | 'audio' | 'either' | null;
  readonly conferenceCall: boolean;
  readonly liveVideo: boolean;
  readonly simuLive: boolean;
  readonly meeting: boolean;
  readonly nrsDirect: boolean;
}

/** Option groups of the form that apply to a kind (SPEC §3 ConferenceCallData and others). */
export interface KindOptions {
  /** SPEC §9 Q&A types. */
  readonly qna: boolean;
  /** SPEC §3 AskForPublicPrivate and PrivateSlidesBeginAt. */
  readonly publicPrivate: boolean;
  /** SPEC §9 replay types. */
  readonly replay: boolean;
  /** SPEC §3 PresenterControlEnabled. */
  readonly presenterControl: boolean;
  /** SPEC §9 dial-in numbers. */
  readonly dialIn: boolean;
}

export interface AuthoringKind {
  readonly kind: PresentationKind;
  readonly parts: KindParts;
  readonly options: KindOptions;
}

const none: KindParts = {
  slides: false,
  media: null,
  conferenceCall: false,
  liveVideo: false,
  simuLive: false,
  meeting: false,
  nrsDirect: false,
};
const onDemand: KindOptions = {
  qna: false,
  publicPrivate: true,
  replay: false,
  presenterControl: false,
  dialIn: false,
};
const call: KindOptions = {
  qna: true,
  publicPrivate: true,
  replay: true,
  presenterControl: true,
  dialIn: true,
};

/** Every SPEC §1 kind, in the order the `Kind` list offers them. */
export const AUTHORING_KINDS: readonly AuthoringKind[] = [
  { kind: PresentationKind.SlidesOnly, parts: { ...none, slides: true }, options: onDemand },
  {
    kind: PresentationKind.DocumentOnly,
    parts: none,
    options: { ...onDemand, publicPrivate: false },
  },
  {
    kind: PresentationKind.MediaWithSlides,
    parts: { ...none, slides: true, media: 'either' },
    options: onDemand,
  },
  {
    kind: PresentationKind.VideoOnly,
    parts: { ...none, media: 'video' },
    options: { ...onDemand, publicPrivate: false },
  },
  {
    kind: PresentationKind.AudioOnly,
    parts: { ...none, media: 'audio' },
    options: { ...onDemand, publicPrivate: false },
  },
  {
    kind: PresentationKind.ConferenceCalling,
    parts: { ...none, conferenceCall: true },
    options: { ...call, publicPrivate: false, presenterControl: false },
  },
  {
    kind: PresentationKind.CallWithSlides,
    parts: { ...none, conferenceCall: true, slides: true },
    options: call,
  },
  {
    kind: PresentationKind.CallWithoutSlides,
    parts: { ...none, conferenceCall: true, media: 'either' },
    options: { ...call, publicPrivate: false, presenterControl: false },
  },
  {
    kind: PresentationKind.TwoWayAudio,
    parts: { ...none, conferenceCall: true, meeting: true },
    options: { ...call, publicPrivate: false, presenterControl: false },
  },
  {
    kind: PresentationKind.VideoWebinar,
    parts: { ...none, conferenceCall: true, liveVideo: true },
    options: { ...call, publicPrivate: false, presenterControl: false },
  },
  {
    kind: PresentationKind.LiveVideo,
    parts: { ...none, liveVideo: true, slides: true },
    options: { ...call, dialIn: false },
  },
  {
    kind: PresentationKind.SimuLiveConferenceCallWithSlides,
    parts: { ...none, conferenceCall: true, simuLive: true, slides: true, media: 'audio' },
    options: { ...call, presenterControl: false },
  },
  {
    kind: PresentationKind.SimuLiveConferenceCallOnly,
    parts: { ...none, conferenceCall: true, simuLive: true, media: 'audio' },
    options: { ...call, publicPrivate: false, presenterControl: false },
  },
  {
    kind: PresentationKind.SimuLiveVideo,
    parts: { ...none, simuLive: true, slides: true, media: 'video' },
    options: { ...onDemand, qna: true },
  },
  {
    kind: PresentationKind.SmallGroupMeeting,
    parts: { ...none, meeting: true, slides: true },
    options: { ...onDemand, publicPrivate: false, dialIn: true },
  },
  {
    kind: PresentationKind.NrsDirect,
    parts: { ...none, nrsDirect: true, liveVideo: true, slides: true },
    options: { ...call, dialIn: false },
  },
];

export const AUTHORING_KIND_VALUES = AUTHORING_KINDS.map((k) => k.kind) as [
  PresentationKind,
  ...PresentationKind[],
];

export function authoringKind(kind: PresentationKind): AuthoringKind {
  const found = AUTHORING_KINDS.find((k) => k.kind === kind);
  if (!found) throw new Error(`Unknown presentation kind ${kind}`);
  return found;
}
