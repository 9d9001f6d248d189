// Test helpers for the viewer features: a fixture presentation, the providers ViewerPage runs in
// (the shell's PresentationContext and a router), and a fetch double that records calls.
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import type { Presentation, Slide, User } from '@podium/domain';
import '../../shared/i18n/i18n.ts';
import {
  PresentationContext,
  type LoadedPresentation,
} from '../presentation/presentation.context.ts';

export function makeSlides(count: number): Slide[] {
  return Array.from({ length: count }, (_, i) => ({
    Guid: `00000000-0000-0000-0000-${i.toString(16).padStart(12, '0')}`,
    SlideDetailId: i + 1,
    Index: i,
    Time: null,
    ImageUrl: `/api/v1/nrsservice/presentation/1001/slides/${i}/image`,
    ThumbnailUrl: `/api/v1/nrsservice/presentation/1001/slides/${i}/thumbnail`,
    IsSlideMedia: false,
    SlideMediaGuid: null,
    Title: `Title of slide ${i + 1}`,
  }));
}

export function makePresentation(overrides: Partial<Presentation> = {}): Presentation {
  return {
    PresentationId: 1001,
    TitleBarWeb: 'Acme Corp Investor Day',
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
      Issuer: 'Acme Corp',
      Description: '',
      StartDateUtc: null,
      Timezone: null,
      Contact: null,
    },
    DisclaimerPath: null,
    ...overrides,
  };
}

export function makeSlidesPresentation(
  count = 12,
  overrides: Partial<Presentation> = {},
): Presentation {
  return makePresentation({ Slides: makeSlides(count), HasSlides: true, ...overrides });
}

export const attendee: User = {
  CoreId: 42,
  FullName: 'Ada Attendee',
  FirstName: 'Ada',
  MiddleInitial: '',
  LastName: 'Attendee',
  Company: 'Fund',
  EmailAddress: 'attendee@podium.test',
  CountryCode: 'US',
  UserSiteAdmin: false,
  AntiForgeryToken: 'token',
  PresPermissions: { PresentationRole: 0, SlideNavigation: true },
  IsUnderwriterAdmin: false,
  IsPublicParticipant: false,
  SgmRole: 0,
  IsConferencePresenter: false,
};

export interface RecordedCall {
  readonly url: string;
  readonly method: string;
  readonly body: unknown;
}

/** Replaces fetch: underwriter logos answer `underwriters`, everything else `{}`. */
export function stubFetch(underwriters: unknown[] = []): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ url, method: init?.method ?? 'GET', body });
      const payload = url.includes('/eventBranding/') ? underwriters : {};
      return Promise.resolve(
        new Response(JSON.stringify(payload), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
  return calls;
}

export function renderWithPresentation(
  ui: ReactElement,
  presentation: Presentation,
  options: { logId?: number | null; user?: User | null } = {},
): RenderResult {
  const value: LoadedPresentation = {
    presId: presentation.PresentationId,
    presentation,
    user: options.user === undefined ? attendee : options.user,
    logId: options.logId === undefined ? 77 : options.logId,
  };
  const path = `/${value.presId}/viewer/`;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PresentationContext.Provider value={value}>
        <Routes>
          <Route path="/:presId/viewer/" element={ui} />
          <Route path="/:presId/leaveevent/" element={<p>left the event</p>} />
        </Routes>
      </PresentationContext.Provider>
    </MemoryRouter>,
  );
}

/** Sets the jsdom window size the layout rules read, and tells listeners. */
export function setViewport(width: number, height: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  window.dispatchEvent(new Event('resize'));
}
