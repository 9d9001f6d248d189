// Side panels in the viewer (SPEC §2 side panels, §4 toggle rule; ARCHITECTURE §5 names).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ViewerPage } from '../../viewer/ViewerPage.tsx';
import {
  makePresentation,
  makeSlidesPresentation,
  renderWithPresentation,
  setViewport,
  stubFetch,
  type RecordedCall,
} from '../../viewer/test-utils.tsx';

const doc = {
  DocumentId: 7,
  DocumentName: 'Preliminary Prospectus',
  DocumentExtType: 1 as const,
  IsStale: false,
  FileName: 'prospectus.pdf',
  LinkUrl: null,
};

const underwriters = [
  {
    Name: 'Big Bank',
    BrandingGroupItem: { LogoType: 'Underwriter', LogoUrl: '/logos/big-bank.png' },
  },
  { Name: 'Acme Corp', BrandingGroupItem: { LogoType: 'Issuer', LogoUrl: '/logos/acme.png' } },
];

let calls: RecordedCall[];

beforeEach(() => {
  sessionStorage.clear();
  setViewport(1366, 768);
  calls = stubFetch(underwriters);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('side panels', () => {
  it('offers Help and Event Info toggles, and Documents only when there are documents (SPEC §5)', () => {
    renderWithPresentation(<ViewerPage />, makeSlidesPresentation(3));
    expect(screen.getByRole('button', { name: 'Help' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Event Info' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('button', { name: 'Documents' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    cleanup();

    renderWithPresentation(<ViewerPage />, makeSlidesPresentation(3, { Documents: [doc] }));
    expect(screen.getByRole('button', { name: 'Documents' })).toBeInTheDocument();
  });

  it('opens one panel at a time as a complementary landmark named by its title, and toggles it shut (SPEC §4)', async () => {
    const user = userEvent.setup();
    renderWithPresentation(<ViewerPage />, makeSlidesPresentation(3));
    const help = screen.getByRole('button', { name: 'Help' });
    const info = screen.getByRole('button', { name: 'Event Info' });

    await user.click(help);
    expect(help).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('complementary', { name: 'Help' })).toBeInTheDocument();

    await user.click(info);
    expect(help).toHaveAttribute('aria-expanded', 'false');
    expect(info).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('complementary', { name: 'Help' })).not.toBeInTheDocument();
    expect(await screen.findByRole('complementary', { name: 'Event Info' })).toBeInTheDocument();

    await user.click(info);
    expect(info).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('closes with its close button or Escape and gives focus back to the toggle', async () => {
    const user = userEvent.setup();
    renderWithPresentation(<ViewerPage />, makeSlidesPresentation(3));
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const panel = await screen.findByRole('complementary', { name: 'Help' });
    expect(within(panel).getByRole('heading', { name: 'Help' })).toHaveFocus();
    await user.click(within(panel).getByRole('button', { name: 'Close Help' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Help' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Event Info' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Event Info' })).toHaveFocus();
  });

  it('Help explains navigation, shortcuts, supported browsers (SPEC §5) and the support contact', async () => {
    const user = userEvent.setup();
    const presentation = makeSlidesPresentation(3);
    renderWithPresentation(<ViewerPage />, {
      ...presentation,
      EventInfo: {
        ...presentation.EventInfo,
        Contact: 'Desk: help@issuer.example, +1 212 555 0100',
      },
    });
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const panel = await screen.findByRole('complementary', { name: 'Help' });
    // The panel's body is a lazy chunk.
    expect(
      await within(panel).findByRole('heading', { name: 'Keyboard shortcuts' }),
    ).toBeInTheDocument();
    expect(panel).toHaveTextContent('Chrome 80, Firefox 75 and Edge 81 or newer');
    expect(within(panel).getByRole('link', { name: 'help@issuer.example' })).toHaveAttribute(
      'href',
      'mailto:help@issuer.example',
    );
  });

  it('Event Info shows issuer, description, start, speakers and underwriter logos (issuers left out)', async () => {
    const user = userEvent.setup();
    renderWithPresentation(
      <ViewerPage />,
      makeSlidesPresentation(3, {
        EventInfo: {
          Issuer: 'Acme Corp',
          Description: 'Full-year results.',
          StartDateUtc: '2030-03-14T15:00:00Z',
          Timezone: 'America/New_York',
          Contact: null,
        },
        Speakers: [
          {
            SpeakerId: 1,
            SpeakerName: 'Jane Doe',
            NameStyle: null,
            Title: 'Chief Executive Officer',
            TitleStyle: null,
            Company: 'Acme Corp',
            CompanyStyle: null,
            CoreFileId: null,
            URL: null,
            AppearanceTimes: [],
            SlideGuids: [],
          },
        ],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Event Info' }));
    const panel = await screen.findByRole('complementary', { name: 'Event Info' });
    expect(await within(panel).findByText('Jane Doe')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Acme Corp');
    expect(panel).toHaveTextContent('Full-year results.');
    // In the event's zone, and the viewer's own time beside it when the clocks differ (SPEC §7).
    const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(panel).toHaveTextContent(
      viewerZone === 'America/New_York' || viewerZone === 'America/Toronto'
        ? 'Mar 14, 2030, 11:00 AM EDT'
        : /Mar 14, 2030, 11:00 AM EDT \(.+ your time\)/,
    );
    expect(panel.querySelector('time')).toHaveAttribute('dateTime', '2030-03-14T15:00:00Z');
    expect(within(panel).getByText('Jane Doe')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Chief Executive Officer, Acme Corp');
    expect(within(panel).getByRole('heading', { name: 'Underwriter(s)' })).toBeInTheDocument();
    expect(await within(panel).findByRole('img', { name: 'Big Bank logo' })).toHaveAttribute(
      'src',
      '/logos/big-bank.png',
    );
    expect(within(panel).queryByRole('img', { name: 'Acme Corp logo' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/v1/nrsservice/eventBranding/1001/logo')).toBe(true);
  });

  it('titles the underwriters with UnderwriterButtonText when the event sets it', async () => {
    const user = userEvent.setup();
    renderWithPresentation(
      <ViewerPage />,
      makeSlidesPresentation(3, { UnderwriterButtonText: 'Joint Bookrunners' }),
    );
    await user.click(screen.getByRole('button', { name: 'Event Info' }));
    const panel = await screen.findByRole('complementary', { name: 'Event Info' });
    expect(
      await within(panel).findByRole('heading', { name: 'Joint Bookrunners' }),
    ).toBeInTheDocument();
  });

  it('offers Help and Event Info even where SPEC §2 hides the outer panel (VideoOnly)', async () => {
    renderWithPresentation(
      <ViewerPage />,
      makePresentation({
        Video: {
          ContainerGuid: '6f1c2a9e-0000-4000-8000-000000000001',
          DurationSeconds: 60,
          Resolutions: [{ Height: 720, Width: 1280, Url: '/v.mp4' }],
        },
      }),
    );
    expect(await screen.findByRole('region', { name: 'Media player' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Help' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Event Info' })).toBeInTheDocument();
  });
});
