// Test fixture: a valid, minimal Presentation that tests override field by field.
import type { Presentation, Slide } from './entities.ts';

export function makeSlide(index: number): Slide {
  const hex = index.toString(16).padStart(12, '0');
  return {
    Guid: `00000000-0000-0000-0000-${hex}`,
    SlideDetailId: index + 1,
    Index: index,
    Time: null,
    ImageUrl: `/slides/${index}/image`,
    ThumbnailUrl: `/slides/${index}/thumbnail`,
    IsSlideMedia: false,
    SlideMediaGuid: null,
    Title: `Slide ${index + 1}`,
  };
}

export function makeSlides(count: number): Slide[] {
  return Array.from({ length: count }, (_, i) => makeSlide(i));
}

export function makePresentation(overrides: Partial<Presentation> = {}): Presentation {
  return {
    PresentationId: 1001,
    TitleBarWeb: 'Demo',
    ConferenceCallData: null,
    PresentationBrandingTitleLogo: null,
    BrandingGuid: '11111111-1111-1111-1111-111111111111',
    rowguid: '22222222-2222-2222-2222-222222222222',
    PasswordId: null,
    PasswordStartDateUTC: null,
    PasswordEndDateUTC: null,
    PasswordType: null,
    MeetingData: null,
    ShowType: null,
    PrivateSlidesBeginAt: null,
    Slides: [],
    HasSlides: false,
    Documents: [],
    EventMedia: [],
    Audio: null,
    Video: null,
    mediaWatermark: null,
    MediaActions: [],
    HasConferenceCall: false,
    HasSimuLiveVideo: false,
    LiveVideoData: null,
    HasSmallGroupMeetingsVideoAndSlide: false,
    SmallGroupMeetingData: null,
    Presenters: [],
    Speakers: [],
    Managers: [],
    UnderwriterButtonText: null,
    Security: {
      BlockSlidesCopy: false,
      BlockSlidesText: false,
      ShowSECWarn: false,
      ShowSECWarnText: null,
      EventMediaButton: false,
      ProspectusButton: false,
    },
    IsNrsDirect: false,
    HasVideoAdminTool: false,
    HasAudioAdminTool: false,
    HasTelephone: false,
    SlideOptions: { AllowDownload: false },
    Retail_PricingMessage: null,
    TickerMessages: [],
    slidesAvailableDateTime: null,
    slidesExpireDateTime: null,
    EventInfo: {
      Issuer: 'Issuer',
      Description: '',
      StartDateUtc: null,
      Timezone: null,
      Contact: null,
    },
    DisclaimerPath: null,
    ...overrides,
  };
}
