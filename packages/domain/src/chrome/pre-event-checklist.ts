// SPEC §2 Pre-Event Checklist side panel (titled Welcome): before an event starts, the viewer
// offers a short list of things to get ready. SPEC names the panel, not its items; they follow
// from what the event has (sound to check, a stream to test, documents, dial-in numbers...).

export const PreEventChecklistItem = {
  Sound: 'sound',
  Browser: 'browser',
  SystemCheck: 'systemCheck',
  Slides: 'slides',
  Documents: 'documents',
  EventMedia: 'eventMedia',
  DialIn: 'dialIn',
} as const;
export type PreEventChecklistItem =
  (typeof PreEventChecklistItem)[keyof typeof PreEventChecklistItem];

/** Whether the event is still ahead: its start is known and later than now. */
export function preEventChecklistOffered(startDateUtc: string | null, nowMs: number): boolean {
  if (startDateUtc === null) return false;
  const start = Date.parse(startDateUtc);
  return Number.isFinite(start) && start > nowMs;
}

export interface PreEventChecklistInput {
  /** Audio, video, a conference call or live video: something to listen to. */
  readonly hasSound: boolean;
  /** A live stream (conference call or live video) that the system check can test. */
  readonly hasStream: boolean;
  readonly hasSlides: boolean;
  readonly hasDocuments: boolean;
  readonly hasEventMedia: boolean;
  readonly hasCall: boolean;
}

/** The checklist's items, in the order a viewer works through them. */
export function preEventChecklist(input: PreEventChecklistInput): PreEventChecklistItem[] {
  return [
    ...(input.hasSound ? [PreEventChecklistItem.Sound] : []),
    PreEventChecklistItem.Browser,
    ...(input.hasStream ? [PreEventChecklistItem.SystemCheck] : []),
    ...(input.hasSlides ? [PreEventChecklistItem.Slides] : []),
    ...(input.hasDocuments ? [PreEventChecklistItem.Documents] : []),
    ...(input.hasEventMedia ? [PreEventChecklistItem.EventMedia] : []),
    ...(input.hasCall ? [PreEventChecklistItem.DialIn] : []),
  ];
}

/** SPEC §3 EventMedia with Security.EventMediaButton: the Event Media panel has links to show. */
export function eventMediaOffered(eventMediaCount: number, eventMediaButton: boolean): boolean {
  return eventMediaCount > 0 && eventMediaButton;
}
