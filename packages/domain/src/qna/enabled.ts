// SPEC §5: when Q&A is enabled at all. The event-state half depends on the kind of event, so
// the caller says which event it is in and hands over that event's flags.
import { QandAType } from '../constants.ts';

/** The event whose state decides Q&A (SPEC §5 names these three). */
export type QnaEventState =
  | {
      readonly kind: 'liveVideo';
      readonly started: boolean;
      readonly ended: boolean;
      /** Q&A is for the audience: panelists and coordinators answer, they do not ask. */
      readonly isAttendee: boolean;
    }
  | { readonly kind: 'simuLive'; readonly loaded: boolean; readonly ended: boolean }
  | {
      readonly kind: 'conference';
      readonly ended: boolean;
      readonly expired: boolean;
      /** Before the call goes live (neither live nor practice nor ended). */
      readonly preEvent: boolean;
    }
  /** Any other presentation: Q&A lives with a call, so there is none. */
  | { readonly kind: 'none' };

export interface QnaEnabledInput {
  readonly isPreview: boolean;
  /** ConferenceCallData.QandAType, or null when the presentation has no call data. */
  readonly qandAType: QandAType | null;
  /** ConferenceCallData.PreEventQADisabled. */
  readonly preEventQADisabled: boolean;
  readonly event: QnaEventState;
}

/**
 * SPEC §5: Q&A is enabled if not preview, question types are not None, and the event-state
 * conditions hold — live video started, not ended, attendee; simulated-live loaded, not ended;
 * conference not ended or expired; and before a live video event or a call starts only when
 * pre-event questions are not disabled.
 */
export function isQnaEnabled(input: QnaEnabledInput): boolean {
  if (input.isPreview) return false;
  if (input.qandAType === null || input.qandAType === QandAType.None) return false;
  const event = input.event;
  switch (event.kind) {
    case 'liveVideo':
      if (event.ended || !event.isAttendee) return false;
      return event.started || !input.preEventQADisabled;
    case 'simuLive':
      return event.loaded && !event.ended;
    case 'conference':
      if (event.ended || event.expired) return false;
      return !(event.preEvent && input.preEventQADisabled);
    case 'none':
      return false;
  }
}

/** SPEC §9 Q&A types: which ways of asking the event offers. */
export function allowsTextQuestions(type: QandAType | null): boolean {
  return type === QandAType.TextOnly || type === QandAType.TextAndAudio;
}
export function allowsAudioQuestions(type: QandAType | null): boolean {
  return type === QandAType.AudioOnly || type === QandAType.TextAndAudio;
}
