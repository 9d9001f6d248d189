// SPEC §9 activity log event types, numbered 0 to 36. SPEC shows seven of them (marked "SPEC");
// the other thirty are Podium's choice, named for what a webcast viewer can log. "Used" says what
// emits the type; "Reserved" names the area that will post it, so the numbers are fixed now and
// nothing is renumbered when that area lands. Numbers are wire and
// database values: never reuse or reorder one.
//
// api/schemas.ts keeps its LogEventType (the seven SPEC numbers the foundation posts); this enum
// is a superset with the same names and values for those seven (checked in the test).

export const LogEventTypes = {
  /** SPEC. Used: a document opened or downloaded (documents). */
  DocDownload: 0,
  /** SPEC. Used: playback started or resumed (playback.ts). */
  Play: 1,
  /** Reserved (sessions): a viewer session began, by sign-in or entry code. */
  Login: 2,
  /** Reserved (sessions): the viewer signed out. */
  Logout: 3,
  /** Reserved (media resume): the viewer accepted the resume modal (SPEC §4). */
  Resume: 4,
  /** Reserved (media): playback rate changed (SPEC §9 rates). */
  SpeedChange: 5,
  /** SPEC. Used: the slide shown changed. */
  Slide: 6,
  /** Reserved (media): the viewer jumped to a chapter. */
  ChapterJump: 7,
  /** Reserved (slides): a slide image downloaded (SlideOptions.AllowDownload). */
  SlideDownload: 8,
  /** Reserved (disclaimer): the disclaimer was accepted. */
  DisclaimerAccept: 9,
  /** Reserved (documents): a link document (type 5) opened. */
  LinkOpen: 10,
  /** Reserved (event media): an event media item opened. */
  EventMediaOpen: 11,
  /** Reserved (Q&A): a question submitted. */
  QuestionSubmit: 12,
  /** Reserved (Q&A): a question edited. */
  QuestionUpdate: 13,
  /** Reserved (Q&A): a question withdrawn or cancelled. */
  QuestionWithdraw: 14,
  /** Reserved (Q&A): hand raised to ask by audio. */
  HandRaise: 15,
  /** Reserved (media): volume changed. */
  VolumeChange: 16,
  /** Reserved (media): sound muted. */
  Mute: 17,
  /** Reserved (media): sound unmuted. */
  Unmute: 18,
  /** SPEC. Used: playback paused (playback.ts). */
  Pause: 19,
  /** SPEC. Used: the viewer seeked within the media (posted by the on-demand media player). */
  Skip: 20,
  /** SPEC. Used: the media played to its end (playback.ts). */
  End: 21,
  /** Used: playback stopped before the end (playback.ts). */
  Stop: 22,
  /** Reserved (media): full screen entered. */
  FullScreenEnter: 23,
  /** Reserved (media): full screen left. */
  FullScreenExit: 24,
  /** Reserved (media): video resolution or audio bit rate changed. */
  QualityChange: 25,
  /** Reserved (i18n): display language changed (SPEC §9 languages). */
  LanguageChange: 26,
  /** Reserved (layout): a side panel opened (SPEC §4 side panel). */
  PanelOpen: 27,
  /** Reserved (live video): focus view changed (SPEC §4 focus values). */
  FocusChange: 28,
  /** Reserved (live video): joined the live broadcast. */
  LiveJoin: 29,
  /** Reserved (live video): left the live broadcast. */
  LiveLeave: 30,
  /** Reserved (live video, conference): joined a replay. */
  ReplayJoin: 31,
  /** Reserved (SGM, conference): joined a meeting. */
  MeetingJoin: 32,
  /** Reserved (SGM, conference): left a meeting. */
  MeetingLeave: 33,
  /** SPEC. Used: the periodic keep-alive while media plays (on-demand media player). */
  KeepAlive: 34,
  /** Reserved (media): the player reported an error it could not recover from. */
  PlaybackError: 35,
  /** Reserved (layout): the viewer left the event (SPEC §2 leave event modal). */
  Leave: 36,
} as const;
export type LogEventTypes = (typeof LogEventTypes)[keyof typeof LogEventTypes];
export type LogEventTypeName = keyof typeof LogEventTypes;

/** SPEC §9 range; LogEventBodySchema validates the same bounds. */
export const LOG_EVENT_TYPE_MIN = 0;
export const LOG_EVENT_TYPE_MAX = 36;

const NAMES = new Map<number, LogEventTypeName>(
  (Object.entries(LogEventTypes) as [LogEventTypeName, LogEventTypes][]).map(([name, value]) => [
    value,
    name,
  ]),
);

export function isLogEventType(value: number): value is LogEventTypes {
  return NAMES.has(value);
}

/** The name for a stored number (logs, reports), or null for a number outside SPEC §9's range. */
export function logEventTypeName(value: number): LogEventTypeName | null {
  return NAMES.get(value) ?? null;
}
