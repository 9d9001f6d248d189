// Database rows → the SPEC §3 presentation payload. Public participants (SPEC §6) and reviews of a
// simulated-live call that asks public/private (SPEC §4) get the slides cut at
// PrivateSlidesBeginAt, and speakers that point only at the slides they can see.
import {
  apiPaths,
  EMPTY_GUID,
  SERVICE_BASE_PATH,
  slideSrcSet,
  visibleSlides,
  type Presentation,
  type PresentationDocument,
  type Slide,
  type Speaker,
} from '@podium/domain';
import type { PresentationAccess } from '../access/access.service.ts';
import type {
  PresentationRow,
  SizedDocumentRow,
  SlideRow,
  SpeakerRow,
} from './presentation.repository.ts';
import { brandingFileUrl } from '../branding/branding-urls.ts';
import { toAudio, toVideo } from '../media/media.mapper.ts';
import { seesDeckCutAtPrivateStart } from './private-start-cut.ts';
import type { PresentationMedia } from '../media/media.repository.ts';
import type { MediaUrlOf } from '../media/recording-urls.ts';

export interface PresentationParts {
  readonly row: PresentationRow;
  readonly slides: readonly SlideRow[];
  readonly speakers: readonly SpeakerRow[];
  readonly documents: readonly SizedDocumentRow[];
  readonly media: PresentationMedia;
  readonly access: PresentationAccess;
  /** The addresses of the media files, as handed to this viewer (signed). */
  readonly mediaUrl: MediaUrlOf;
  /** Outside the slides' window for this viewer (slides-window.ts): the payload lists none. */
  readonly deckWithheld: boolean;
}

const serviceUrl = (path: string) => `${SERVICE_BASE_PATH}/${path}`;

/** The sizes and srcsets of a slide whose WebP copies were made (image-variants.ts). */
function pictureFields(
  presId: number,
  row: SlideRow,
  imageUrl: string,
  thumbnailUrl: string,
): Pick<Slide, 'Width' | 'Height' | 'ImageSrcSet' | 'ThumbnailSrcSet'> {
  const { imageWidth, imageHeight, thumbnailWidth } = row;
  if (imageWidth === null || imageHeight === null || thumbnailWidth === null)
    return { Width: null, Height: null, ImageSrcSet: null, ThumbnailSrcSet: null };
  const variant = (kind: 'image' | 'thumbnail') => (width: number) =>
    serviceUrl(apiPaths.slideVariant(presId, row.guid, kind, width));
  return {
    Width: imageWidth,
    Height: imageHeight,
    ImageSrcSet: slideSrcSet('image', imageUrl, imageWidth, variant('image')),
    ThumbnailSrcSet: slideSrcSet('thumbnail', thumbnailUrl, thumbnailWidth, variant('thumbnail')),
  };
}

/**
 * Each slide row's payload, made once: the content cache hands every request the same (frozen)
 * rows, so GET presentation builds a deck's addresses and srcsets once per content version
 * rather than once per request.
 */
const slidesMade = new WeakMap<SlideRow, { readonly presId: number; readonly slide: Slide }>();

export function toSlide(presId: number, row: SlideRow): Slide {
  const made = slidesMade.get(row);
  if (made?.presId === presId) return made.slide;
  const slide = Object.freeze(makeSlide(presId, row));
  slidesMade.set(row, { presId, slide });
  return slide;
}

function makeSlide(presId: number, row: SlideRow): Slide {
  const imageUrl = serviceUrl(apiPaths.slideImage(presId, row.guid));
  const thumbnailUrl = serviceUrl(apiPaths.slideThumbnail(presId, row.guid));
  return {
    Guid: row.guid,
    SlideDetailId: row.id,
    Index: row.index,
    Time: row.timeSeconds,
    ImageUrl: imageUrl,
    ThumbnailUrl: thumbnailUrl,
    IsSlideMedia: row.isSlideMedia,
    SlideMediaGuid: row.slideMediaGuid,
    Title: row.title,
    ...pictureFields(presId, row, imageUrl, thumbnailUrl),
  };
}

export function toSpeaker(row: SpeakerRow, visibleGuids: ReadonlySet<string>): Speaker {
  return {
    SpeakerId: row.id,
    SpeakerName: row.name,
    NameStyle: row.nameStyle,
    Title: row.title,
    TitleStyle: row.titleStyle,
    Company: row.company,
    CompanyStyle: row.companyStyle,
    CoreFileId: row.coreFileId,
    URL: row.url,
    AppearanceTimes: row.appearanceTimes,
    SlideGuids: row.slideGuids.filter((guid) => visibleGuids.has(guid)),
  };
}

function toDocumentExtType(value: number): PresentationDocument['DocumentExtType'] {
  if (value === 1 || value === 2 || value === 3 || value === 4 || value === 5 || value === 6)
    return value;
  throw new Error(`document has an unknown DocumentExtType ${value}`);
}

function toDocument(row: SizedDocumentRow): PresentationDocument {
  return {
    DocumentId: row.id,
    DocumentName: row.name,
    DocumentExtType: toDocumentExtType(row.extType),
    IsStale: row.isStale,
    FileName: row.fileName,
    LinkUrl: row.linkUrl,
    FileSize: row.sizeBytes,
  };
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export function toPresentationPayload({
  row,
  slides,
  speakers,
  documents,
  media,
  access,
  mediaUrl,
  deckWithheld,
}: PresentationParts): Presentation {
  const presId = row.id;
  const shown = deckWithheld
    ? []
    : visibleSlides(
        slides.map((slide) => toSlide(presId, slide)),
        row.privateSlidesBeginAt,
        seesDeckCutAtPrivateStart(row, access),
      );
  const shownGuids = new Set(shown.map((slide) => slide.Guid));
  const extras = row.extras;
  const code = access.entryCode;
  return {
    PresentationId: presId,
    TitleBarWeb: row.titleBarWeb,
    ConferenceCallData: extras.ConferenceCallData ?? null,
    PresentationBrandingTitleLogo: row.titleLogoKey ? brandingFileUrl(row.titleLogoKey) : null,
    BrandingGuid: row.brandingGuid ?? EMPTY_GUID,
    rowguid: row.rowguid,
    PasswordId: code?.id ?? null,
    PasswordStartDateUTC: iso(code?.validFrom),
    PasswordEndDateUTC: iso(code?.validUntil),
    PasswordType: code?.type ?? null,
    MeetingData: extras.MeetingData ?? null,
    ShowType: row.showType,
    PrivateSlidesBeginAt: row.privateSlidesBeginAt,
    Slides: shown,
    // The event has slides even when a public participant's cut leaves none (SPEC §1 kinds).
    HasSlides: slides.length > 0,
    Documents: documents.map(toDocument),
    EventMedia: extras.EventMedia ?? [],
    Audio: toAudio(media, mediaUrl),
    Video: toVideo(media, mediaUrl),
    mediaWatermark: extras.mediaWatermark ?? null,
    MediaActions: extras.MediaActions ?? [],
    HasConferenceCall: extras.HasConferenceCall ?? false,
    HasSimuLiveVideo: extras.HasSimuLiveVideo ?? false,
    LiveVideoData: extras.LiveVideoData ?? null,
    HasSmallGroupMeetingsVideoAndSlide: extras.HasSmallGroupMeetingsVideoAndSlide ?? false,
    SmallGroupMeetingData: extras.SmallGroupMeetingData ?? null,
    Presenters: extras.Presenters ?? [],
    Speakers: speakers.map((speaker) => toSpeaker(speaker, shownGuids)),
    Managers: extras.Managers ?? [],
    UnderwriterButtonText: row.underwriterButtonText,
    Security: row.security,
    IsNrsDirect: extras.IsNrsDirect ?? false,
    ...(extras.IsNrsDirect
      ? {
          NrsDirectHosts: extras.NrsDirectHosts ?? [],
          NrsDirectPaddingNavData: extras.NrsDirectPaddingNavData ?? null,
        }
      : {}),
    HasVideoAdminTool: extras.HasVideoAdminTool ?? false,
    HasAudioAdminTool: extras.HasAudioAdminTool ?? false,
    HasTelephone: extras.HasTelephone ?? false,
    SlideOptions: { AllowDownload: row.allowSlideDownload },
    Retail_PricingMessage: extras.Retail_PricingMessage ?? null,
    TickerMessages: extras.TickerMessages ?? [],
    slidesAvailableDateTime: iso(row.slidesAvailableAt),
    slidesExpireDateTime: iso(row.slidesExpireAt),
    EventInfo: row.eventInfo,
    // SPEC §7: the viewer rewrites the leading /api to the service route.
    DisclaimerPath: row.disclaimer ? `/api/${apiPaths.disclaimer(presId)}` : null,
  };
}
