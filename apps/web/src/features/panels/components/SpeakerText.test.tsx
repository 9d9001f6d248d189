// SPEC §3 Speaker URL and NameStyle/TitleStyle/CompanyStyle as the viewer shows them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Speaker } from '@podium/domain';
import { makePresentation, renderWithPresentation, stubFetch } from '../../viewer/test-utils.tsx';
import { SpeakerName, SpeakerRole } from './SpeakerText.tsx';

const speaker = (overrides: Partial<Speaker>): Speaker => ({
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
  ...overrides,
});

function renderSpeaker(s: Speaker) {
  stubFetch();
  return renderWithPresentation(
    <p>
      <SpeakerName speaker={s} className="name" />
      <SpeakerRole speaker={s} className="role" />
    </p>,
    makePresentation(),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('speaker name, title and company', () => {
  it('links the name to an http(s) URL in a new tab', () => {
    renderSpeaker(speaker({ URL: 'https://acme.example/team/jane' }));
    const link = screen.getByRole('link', { name: 'Jane Doe' });
    expect(link).toHaveAttribute('href', 'https://acme.example/team/jane');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('shows the name as text without a URL or with a non-web one', () => {
    renderSpeaker(speaker({ URL: 'javascript:alert(1)' }));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Jane Doe')).toBeInTheDocument();
  });

  it('applies the whitelisted styles and drops the rest', () => {
    renderSpeaker(
      speaker({
        NameStyle: 'font-weight: bold; color: #1F4E79; position: fixed',
        TitleStyle: 'font-style: italic; background: url(https://evil.example/x.png)',
        CompanyStyle: 'text-decoration: underline; color: expression(alert(1))',
      }),
    );
    const name = screen.getByText('Jane Doe');
    expect(name.getAttribute('style')).toBe('font-weight: bold; color: rgb(31, 78, 121);');
    expect(screen.getByText('Chief Executive Officer').getAttribute('style')).toBe(
      'font-style: italic;',
    );
    expect(screen.getByText('Acme Corp').getAttribute('style')).toBe('text-decoration: underline;');
    expect(screen.getByText('Jane Doe').closest('p')).toHaveTextContent(
      'Jane DoeChief Executive Officer, Acme Corp',
    );
  });

  it('shows the title or the company alone when the other is empty', () => {
    renderSpeaker(speaker({ Company: '' }));
    expect(screen.getByText('Chief Executive Officer').parentElement).toHaveTextContent(
      /^Chief Executive Officer$/,
    );
  });
});
