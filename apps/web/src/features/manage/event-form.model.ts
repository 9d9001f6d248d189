// The event form's values as the inputs hold them (text), and their way to and from the shared
// settings schema: the form shows a slide number where the API takes a 0-based index.
import {
  EventSettingsBodySchema,
  fieldMessages,
  type DialInEntry,
  type EventSettings,
  type EventSettingsBody,
  type PresentationKind,
} from '@podium/domain';
import { viewerTimeZone } from '../../shared/time-zone.ts';
import { fieldMessage } from './manage-i18n.ts';

export interface EventFormValues {
  readonly Title: string;
  readonly Kind: PresentationKind;
  readonly StartTime: string;
  readonly Timezone: string;
  readonly Description: string;
  readonly QandAType: EventSettings['QandAType'];
  readonly AskForPublicPrivate: boolean;
  /** The slide number (1-based) where private slides begin, as typed. */
  readonly PrivateSlideNumber: string;
  readonly ReplayType: EventSettings['ReplayType'];
  readonly PresenterControlEnabled: boolean;
  readonly Security: EventSettings['Security'];
  readonly DisclaimerText: string;
  readonly PrimaryColor: string;
  /** When attendees first and last see the slides, as the inputs hold them ('' for none). */
  readonly SlidesAvailableFrom: string;
  readonly SlidesAvailableUntil: string;
  readonly DialInNumbers: readonly DialInEntry[];
}

export function emptyEventForm(): EventFormValues {
  return {
    Title: '',
    Kind: 'SlidesOnly',
    StartTime: '',
    Timezone: viewerTimeZone(),
    Description: '',
    QandAType: 'None',
    AskForPublicPrivate: false,
    PrivateSlideNumber: '',
    ReplayType: 'None',
    PresenterControlEnabled: false,
    Security: {
      BlockSlidesCopy: false,
      BlockSlidesText: false,
      ShowSECWarn: false,
      ShowSECWarnText: '',
      EventMediaButton: false,
      ProspectusButton: false,
    },
    DisclaimerText: '',
    PrimaryColor: '',
    SlidesAvailableFrom: '',
    SlidesAvailableUntil: '',
    DialInNumbers: [],
  };
}

export function formFromSettings(settings: EventSettings): EventFormValues {
  return {
    ...settings,
    PrivateSlideNumber:
      settings.PrivateSlidesBeginAt === null ? '' : String(settings.PrivateSlidesBeginAt + 1),
    PrimaryColor: settings.PrimaryColor ?? '',
    SlidesAvailableFrom: settings.SlidesAvailableFrom ?? '',
    SlidesAvailableUntil: settings.SlidesAvailableUntil ?? '',
  };
}

function toBody(values: EventFormValues): EventSettingsBody {
  const { PrivateSlideNumber, ...rest } = values;
  const slideNumber = PrivateSlideNumber.trim();
  return {
    ...rest,
    DialInNumbers: [...rest.DialInNumbers],
    PrivateSlidesBeginAt: slideNumber === '' ? null : Number(slideNumber) - 1,
    PrimaryColor: rest.PrimaryColor.trim() === '' ? null : rest.PrimaryColor.trim(),
    SlidesAvailableFrom: rest.SlidesAvailableFrom === '' ? null : rest.SlidesAvailableFrom,
    SlidesAvailableUntil: rest.SlidesAvailableUntil === '' ? null : rest.SlidesAvailableUntil,
  };
}

/** Form field name → translated message; the API's PrivateSlidesBeginAt is the slide number here. */
export type FieldErrors = Readonly<Record<string, string>>;

export type FormCheck =
  | { readonly ok: true; readonly body: EventSettingsBody }
  | { readonly ok: false; readonly errors: FieldErrors };

export function checkEventForm(values: EventFormValues): FormCheck {
  const body = toBody(values);
  const result = EventSettingsBodySchema.safeParse(body);
  if (result.success) return { ok: true, body };
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldMessages(result.error))) {
    const name = field === 'PrivateSlidesBeginAt' ? 'PrivateSlideNumber' : field;
    errors[name] = fieldMessage(message);
  }
  return { ok: false, errors };
}

/** A 400 from the server names its field: `Invalid body field "X": message`. */
export function serverFieldError(message: string): FieldErrors | null {
  const match = /^Invalid body field "([^"]+)": (.+)$/.exec(message);
  if (!match) return null;
  const [, field = '', text = ''] = match;
  const name = field === 'PrivateSlidesBeginAt' ? 'PrivateSlideNumber' : field;
  return { [name]: fieldMessage(text) };
}
