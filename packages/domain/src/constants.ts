// Business constants of SPEC §9, one named constant each. Values that SPEC marks "not shown" are
// chosen here and say so.

/** SPEC §2, §9: mobile layout at this width or less (or when height exceeds width). */
export const MOBILE_BREAKPOINT_PX = 768;
/** SPEC §8, §9: a chunk load failure fires after 120 s. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** SPEC §9: socket reconnect delay 10 s for the first 60 s, then 60 s. */
export const SOCKET_RECONNECT_DELAY_EARLY_MS = 10_000;
export const SOCKET_RECONNECT_EARLY_WINDOW_MS = 60_000;
export const SOCKET_RECONNECT_DELAY_LATE_MS = 60_000;
/** SPEC §4, §9: connection toaster countdown. */
export const CONNECTION_TOASTER_COUNTDOWN_S = 60;
/** SPEC §4, §9: session token retry every 10 s, at most 5 times. */
export const SESSION_TOKEN_RETRY_MS = 10_000;
export const SESSION_TOKEN_MAX_RETRIES = 5;
/** SPEC §7: hub connection retries, up to 5, 5 s apart. */
export const HUB_MAX_RETRIES = 5;
export const HUB_RETRY_DELAY_MS = 5_000;

/** SPEC §9: still-streaming poll. */
export const STILL_STREAMING_POLL_MS = 28_000;
/** SPEC §9: corporate video watch threshold. */
export const CORPORATE_VIDEO_WATCH_THRESHOLD_MS = 10_000;
/** SPEC §8, §9: streaming available about 10 minutes before the call. */
export const STREAMING_AVAILABLE_BEFORE_CALL_MS = 10 * 60_000;

/** SPEC §4, §9: slide index is sent to the server after this debounce. */
export const SLIDE_DEBOUNCE_MS = 600;
/** SPEC §4: the slide-updated flag resets after 1 s. */
export const SLIDE_UPDATED_FLAG_RESET_MS = 1_000;
/** SPEC §9: timers are set only if under 24 h away. */
export const MAX_TIMER_MS = 86_400_000;
/** SPEC §4, §9: live starting-soon flag 14 minutes before start. */
export const LIVE_STARTING_SOON_MS = 840_000;
/** SPEC §4, §9: call available 15 minutes before start. */
export const CALL_AVAILABLE_BEFORE_MS = 15 * 60_000;
/** SPEC §4, §9: simulated-live starting soon 15 minutes before start. */
export const SIMULIVE_STARTING_SOON_MS = 900_000;

/** SPEC §4, §9 live video focus values. */
export const FOCUS_SLIDES_ONLY = 0;
export const FOCUS_SLIDE_AND_VIDEO = 30;
export const FOCUS_VIDEO_FOCUSED = 50;
export const FOCUS_VIDEO_ONLY = 100;
export const FOCUS_REPLAY = FOCUS_SLIDE_AND_VIDEO;
export const FOCUS_PRESENTER_FOCUSED = FOCUS_VIDEO_ONLY;
export const FOCUS_DEFAULT = FOCUS_SLIDE_AND_VIDEO;

/** SPEC §9: slide cue point end padding (1 s on IE11, which Podium does not support). */
export const SLIDE_CUEPOINT_END_PADDING_S = 0.1;
/** SPEC §9: default slide duration in cue points. */
export const DEFAULT_SLIDE_DURATION_MS = 5000;

/** SPEC §9: prefetch only at or above this window width. */
export const PREFETCH_MIN_WIDTH_PX = 768;
/** SPEC §9: at slide 0 prefetch 0 to 5 ahead; otherwise 2 back and 2 ahead. */
export const PREFETCH_AHEAD_AT_START = 5;
export const PREFETCH_BACK = 2;
export const PREFETCH_AHEAD = 2;

/** SPEC §9: zoom popup size. */
export const ZOOM_POPUP_WIDTH_PX = 620;
export const ZOOM_POPUP_HEIGHT_PX = 680;
/** SPEC §9: tour tooltip delays. */
export const TOUR_TOOLTIP_SHOW_DELAY_MS = 200;
export const TOUR_TOOLTIP_HIDE_DELAY_MS = 300;
/** SPEC §2: guided tour cookie lifetime. */
export const TOUR_COOKIE_DAYS = 1;
/** SPEC §9: event media open delay. */
export const EVENT_MEDIA_OPEN_DELAY_MS = 500;

/** SPEC §9 toast constants. */
export const TOAST_DEFAULT_DURATION_MS = 3000;
export const TOAST_FADE_STEP = 0.01;
export const TOAST_FADE_INTERVAL_MS = 10;
export const TOAST_DEFAULT_BACKGROUND = '#2e7fd1';
export const TOAST_Z_INDEX = 90;

/** SPEC §9 player. */
export const PLAYBACK_RATES = [0.75, 1, 1.5, 2] as const;
/** SPEC §7, §9: document viewer application id. */
export const DOCUMENT_VIEWER_APP_ID = 1;

/** SPEC §9: default underwriter title. */
export const DEFAULT_UNDERWRITER_TITLE = 'Underwriter(s)';

/** SPEC §9 languages. */
export const LANGUAGES = ['en-us', 'zh-cn', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-us';
/** Each SPEC §9 language named in itself, so a reader finds theirs whatever the current one is. */
export const LANGUAGE_NATIVE_NAMES: Readonly<Record<Language, string>> = {
  'en-us': 'English',
  'zh-cn': '中文',
  ja: '日本語',
};

/** SPEC §9 show link types. */
export const ShowLinkType = { None: 0, CustomAgenda: 1, DualLanguage: 2 } as const;
export type ShowLinkType = (typeof ShowLinkType)[keyof typeof ShowLinkType];

/** SPEC §9 Q&A types. */
export const QandAType = {
  None: 'None',
  TextOnly: 'TextOnly',
  AudioOnly: 'AudioOnly',
  TextAndAudio: 'TextAndAudio',
} as const;
export type QandAType = (typeof QandAType)[keyof typeof QandAType];

/** SPEC §9 replay types. */
export const ReplayType = {
  None: 'None',
  WebOnly: 'WebOnly',
  PhoneOnly: 'PhoneOnly',
  WebAndPhone: 'WebAndPhone',
  NrsLiveAudioOnly: 'NrsLiveAudioOnly',
  NrsLiveVideoAndSlides: 'NrsLiveVideoAndSlides',
  NrsLiveProduced: 'NrsLiveProduced',
} as const;
export type ReplayType = (typeof ReplayType)[keyof typeof ReplayType];

/** SPEC §9 show types. */
export const ShowType = {
  SimuLiveConferenceCallAndSlides: 'Simu-Live Conference Call + Slides',
  SimuLiveConferenceCallOnly: 'Simu-Live Conference Call Only',
} as const;
export type ShowType = (typeof ShowType)[keyof typeof ShowType];

/** SPEC §1: review mode is on when the entry-code type equals review. */
export const PASSWORD_TYPE_REVIEW = 'review';

/** SPEC §3 empty guid (branding is skipped for it, SPEC §5). */
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

/**
 * SPEC §5: the question box character limit is "not shown"; Podium chooses 1000 characters,
 * long enough for a multi-part investor question, short enough for a moderator to read aloud.
 */
export const QUESTION_MAX_CHARS = 1000;

/**
 * A moderator's written answer to a question (Podium's addition to SPEC §4 Q&A): SPEC is silent;
 * Podium allows 2000 characters, twice a question, room for a short paragraph with a figure or two.
 */
export const ANSWER_MAX_CHARS = 2000;

/**
 * Session idle timeout: not shown in SPEC. 60 minutes of no request (KeepAlive counts) ends a
 * session; the next protected call answers 401 and the viewer shows the timeout screen (SPEC §8).
 */
export const SESSION_IDLE_TIMEOUT_MS = 60 * 60_000;
/** How often the viewer calls account/KeepAlive (not shown in SPEC): every 5 minutes. */
export const KEEP_ALIVE_INTERVAL_MS = 5 * 60_000;

/** Request body size limit (not shown in SPEC): 1 MiB for JSON bodies; larger answers 413. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** SPEC §7 request headers. */
export const ANTI_FORGERY_HEADER = 'RequestVerificationToken';
export const IANA_TIMEZONE_HEADER = 'IanaTimeZone';
/** Session cookie name (not shown in SPEC). */
export const SESSION_COOKIE = 'podium_sid';

/** SPEC §2 base path of the viewer (history mode). */
export const VIEWER_BASE_PATH = '/presentation/v2/';
/** SPEC §7 service route; `/api/...` is rewritten to it. */
export const SERVICE_BASE_PATH = '/api/v1/nrsservice';
/** SPEC §2 document viewer page. */
export const DOCUMENT_VIEWER_PATH = '/mynrs/show/pdfTron11/index.html';
