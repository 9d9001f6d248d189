// Test helpers for the viewer features: a fixture presentation (the domain's, see
// @podium/domain/testing), the providers ViewerPage runs in (the shell's PresentationContext, a
// router and a fake presentation-level hub, so no test opens a socket or asks a token), and a
// fetch double that records calls.
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import type { Presentation, Slide, User } from '@podium/domain';
import { makeDomainPresentation, makeDomainSlides, WEB_EVENT } from '../../app/testing/fixtures.ts';
import '../../shared/i18n/i18n.ts';
import { createFakeHub, type FakeHub } from '../../shared/hub/testing/fakeHub.ts';
import { PresentationHubContext } from '../presentation-hub/presentation-hub.context.ts';
import {
  PresentationContext,
  type LoadedPresentation,
} from '../presentation/presentation.context.ts';

/**
 * The domain's slides, addressed as the server serves them (under the service route) and titled
 * apart from their accessible names, which the slide components build from the index.
 */
export function makeSlides(count: number): Slide[] {
  return makeDomainSlides(count).map((slide) => ({
    ...slide,
    ImageUrl: `/api/v1/nrsservice/presentation/1001/slides/${slide.Index}/image`,
    ThumbnailUrl: `/api/v1/nrsservice/presentation/1001/slides/${slide.Index}/thumbnail`,
    Title: `Title of slide ${slide.Index + 1}`,
  }));
}

/** The domain's Presentation fixture (with its branding guid) titled as the web tests expect. */
export function makePresentation(overrides: Partial<Presentation> = {}): Presentation {
  return makeDomainPresentation({ ...WEB_EVENT, ...overrides });
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
  options: { logId?: number | null; user?: User | null; hub?: FakeHub } = {},
): RenderResult & { hub: FakeHub } {
  const hub = options.hub ?? createFakeHub();
  const value: LoadedPresentation = {
    presId: presentation.PresentationId,
    presentation,
    user: options.user === undefined ? attendee : options.user,
    logId: options.logId === undefined ? 77 : options.logId,
  };
  const path = `/${value.presId}/viewer/`;
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <PresentationHubContext.Provider value={hub}>
        <PresentationContext.Provider value={value}>
          <Routes>
            <Route path="/:presId/viewer/" element={ui} />
            <Route path="/:presId/leaveevent/" element={<p>left the event</p>} />
          </Routes>
        </PresentationContext.Provider>
      </PresentationHubContext.Provider>
    </MemoryRouter>,
  );
  return { ...view, hub };
}

/** Sets the jsdom window size the layout rules read, and tells listeners. */
export function setViewport(width: number, height: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  window.dispatchEvent(new Event('resize'));
}
