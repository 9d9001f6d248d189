// Authored settings → presentation columns, and rows → the manage area's responses.
import {
  authoringKind,
  managedEventState,
  settingsSlidesWindow,
  settingsStartUtc,
  utcToZonedWallTime,
  type EntryCodeType,
  type EventSettings,
  type ManagedEntryCode,
  type ManagedDeckRender,
  type ManagedEventSummary,
  type ManagedSlide,
  type PresentationKind,
  ENTRY_CODE_TYPES,
  apiPaths,
  SERVICE_BASE_PATH,
} from '@podium/domain';
import type { DeckSlideRow, EntryCodeRow, ManagedPresentationRow } from './manage.repository.ts';
import type { DeckRenderRow } from './deck-render.repository.ts';

const DISCLAIMER_TITLE = 'Disclaimer';

/** The presentation columns the settings decide (options the kind has no use for are off). */
export function presentationValues(settings: EventSettings) {
  const { options } = authoringKind(settings.Kind);
  const privateSlides =
    options.publicPrivate && settings.AskForPublicPrivate ? settings.PrivateSlidesBeginAt : null;
  const paragraphs = settings.DisclaimerText.split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  const window = settingsSlidesWindow(settings);
  const date = (iso: string | null) => (iso === null ? null : new Date(iso));
  return {
    titleBarWeb: settings.Title,
    privateSlidesBeginAt: privateSlides,
    slidesAvailableAt: date(window.availableFrom),
    slidesExpireAt: date(window.availableUntil),
    security: {
      ...settings.Security,
      ShowSECWarnText: settings.Security.ShowSECWarn ? settings.Security.ShowSECWarnText : null,
    },
    eventInfo: {
      Issuer: '',
      Description: settings.Description,
      StartDateUtc: settingsStartUtc(settings),
      Timezone: settings.Timezone,
      Contact: null,
    },
    disclaimer: paragraphs.length > 0 ? { Title: DISCLAIMER_TITLE, Paragraphs: paragraphs } : null,
    authoring: settings,
  };
}

/**
 * The settings an event shows in its form: as authored, or read back from the columns for an
 * event made otherwise (a demo event), as slides-only.
 */
export function settingsOf(row: ManagedPresentationRow): EventSettings {
  // Settings authored before the slides' window existed have no such fields.
  if (row.authoring)
    return {
      ...row.authoring,
      SlidesAvailableFrom: row.authoring.SlidesAvailableFrom ?? null,
      SlidesAvailableUntil: row.authoring.SlidesAvailableUntil ?? null,
    };
  const zone = row.eventInfo.Timezone ?? 'UTC';
  const start = row.eventInfo.StartDateUtc ?? row.createdAt.toISOString();
  return {
    Title: row.titleBarWeb,
    Kind: 'SlidesOnly',
    StartTime: utcToZonedWallTime(start, zone),
    Timezone: zone,
    Description: row.eventInfo.Description,
    QandAType: 'None',
    AskForPublicPrivate: row.privateSlidesBeginAt !== null,
    PrivateSlidesBeginAt: row.privateSlidesBeginAt,
    ReplayType: 'None',
    PresenterControlEnabled: false,
    Security: { ...row.security, ShowSECWarnText: row.security.ShowSECWarnText ?? '' },
    DisclaimerText: row.disclaimer?.Paragraphs.join('\n\n') ?? '',
    PrimaryColor: null,
    SlidesAvailableFrom: row.slidesAvailableAt
      ? utcToZonedWallTime(row.slidesAvailableAt.toISOString(), zone)
      : null,
    SlidesAvailableUntil: row.slidesExpireAt
      ? utcToZonedWallTime(row.slidesExpireAt.toISOString(), zone)
      : null,
    DialInNumbers: [],
  };
}

export function toSummary(
  row: ManagedPresentationRow,
  slideCount: number,
  now: Date,
): ManagedEventSummary {
  const settings = settingsOf(row);
  const startUtc = row.eventInfo.StartDateUtc ?? row.createdAt.toISOString();
  const kind: PresentationKind = settings.Kind;
  return {
    PresentationId: row.id,
    Title: row.titleBarWeb,
    Kind: kind,
    StartTimeUtc: startUtc,
    Timezone: settings.Timezone,
    State: managedEventState({ kind, slideCount, startUtc }, now.getTime()),
  };
}

export function toManagedSlide(presId: number, row: DeckSlideRow): ManagedSlide {
  return {
    Guid: row.guid,
    Index: row.index,
    ThumbnailUrl: `${SERVICE_BASE_PATH}/${apiPaths.slideThumbnail(presId, row.guid)}`,
    Text: row.text,
    TimeSeconds: row.timeSeconds,
  };
}

export function toManagedDeckRender(row: DeckRenderRow): ManagedDeckRender {
  return {
    FileName: row.fileName,
    Status: row.status,
    PagesDone: row.pagesDone,
    PageCount: row.pageCount,
    Error: row.error,
  };
}

const entryCodeType = (type: string): EntryCodeType =>
  (ENTRY_CODE_TYPES as readonly string[]).includes(type) ? (type as EntryCodeType) : 'registered';

export function toManagedEntryCode(row: EntryCodeRow): ManagedEntryCode {
  return {
    PasswordId: row.id,
    Code: row.code,
    Type: entryCodeType(row.type),
    PasswordStartDateUTC: row.validFrom?.toISOString() ?? null,
    PasswordEndDateUTC: row.validUntil?.toISOString() ?? null,
  };
}
