// The viewer layout (SPEC §2): top panel, SEC notice, kind → content, bottom bar, leaving.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ViewerPage } from './ViewerPage.tsx';
import { audioOnly, videoOnly } from '../media/testing/mediaFixtures.ts';
import {
  makePresentation,
  makeSlidesPresentation,
  renderWithPresentation,
  setViewport,
  stubFetch,
} from './test-utils.tsx';

beforeEach(() => {
  sessionStorage.clear();
  setViewport(1366, 768);
  stubFetch();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ViewerPage', () => {
  it('shows the title, the title logo and the language choice in the top panel', () => {
    renderWithPresentation(
      <ViewerPage />,
      makeSlidesPresentation(2, { PresentationBrandingTitleLogo: '/logo.png' }),
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Acme Corp Investor Day' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Acme Corp Investor Day logo' })).toHaveAttribute(
      'src',
      '/logo.png',
    );
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('SPEC §2 leave event modal: Stay keeps the viewer, Leave goes to the leave screen', async () => {
    const user = userEvent.setup();
    renderWithPresentation(<ViewerPage />, makeSlidesPresentation(2));
    const leave = screen.getByRole('button', { name: 'Leave event' });
    await user.click(leave);
    const dialog = screen.getByRole('dialog', { name: 'Leave event?' });
    expect(within(dialog).getByRole('button', { name: 'Leave' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(leave).toHaveFocus();

    await user.click(leave);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(leave);
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByText('left the event')).toBeInTheDocument();
  });

  it('shows the SEC warning only when the event asks for it (SPEC §3 Security)', () => {
    const presentation = makeSlidesPresentation(2);
    renderWithPresentation(<ViewerPage />, presentation);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    cleanup();
    renderWithPresentation(<ViewerPage />, {
      ...presentation,
      Security: {
        ...presentation.Security,
        ShowSECWarn: true,
        ShowSECWarnText: 'Not an offer to sell securities.',
      },
    });
    expect(screen.getByRole('note', { name: 'Securities notice' })).toHaveTextContent(
      'Not an offer to sell securities.',
    );
  });

  it('renders slides for the slides-only kind with the thumbnail bar', () => {
    renderWithPresentation(<ViewerPage />, makeSlidesPresentation(2));
    expect(screen.getByRole('img', { name: 'Slide 1 of 2' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Slide thumbnails' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('renders the document list for the document-only kind, without a thumbnail bar', async () => {
    renderWithPresentation(
      <ViewerPage />,
      makePresentation({
        PresentationId: 1004,
        Documents: [
          {
            DocumentId: 1,
            DocumentName: 'Prospectus',
            DocumentExtType: 1,
            IsStale: false,
            FileName: 'p.pdf',
            LinkUrl: null,
          },
        ],
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Documents' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prospectus' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Slide thumbnails' })).not.toBeInTheDocument();
  });

  it('hides the thumbnail bar when a public participant has no slides left (SPEC §2: slides must exist)', () => {
    renderWithPresentation(<ViewerPage />, makePresentation({ HasSlides: true, Slides: [] }));
    expect(screen.getByText('No slides are available for this presentation.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Slide thumbnails' })).not.toBeInTheDocument();
  });

  it('frames the slides in the SPEC §2 outer panel, around the presentation', () => {
    renderWithPresentation(<ViewerPage />, makeSlidesPresentation(2));
    const panel = within(screen.getByRole('main')).getByRole('region', {
      name: 'Presentation panel',
    });
    expect(within(panel).getByRole('img', { name: 'Slide 1 of 2' })).toBeInTheDocument();
  });

  it.each([
    ['VideoOnly', videoOnly()],
    ['AudioOnly', audioOnly()],
    ['call-only Conference', makePresentation({ HasConferenceCall: true })],
  ])('shows %s without the outer panel (SPEC §2), its side panels still offered', (_, p) => {
    renderWithPresentation(<ViewerPage />, p);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Presentation panel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Help' })).toBeInTheDocument();
  });
});
