// The tab title "{event title} — Podium" and the meta description of each page.
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTitle, useDocumentHead } from './document-head.ts';

describe('pageTitle', () => {
  it('names the subject, then the product', () => {
    expect(pageTitle('Northwind Renewables IPO Roadshow')).toBe(
      'Northwind Renewables IPO Roadshow — Podium',
    );
  });

  it('is the product alone without a subject', () => {
    expect(pageTitle(null)).toBe('Podium');
    expect(pageTitle('  ')).toBe('Podium');
  });
});

describe('useDocumentHead', () => {
  it('sets the tab title and one meta description, following changes', () => {
    const { rerender } = renderHook(
      ({ subject, description }: { subject: string | null; description: string }) =>
        useDocumentHead(subject, description),
      { initialProps: { subject: null as string | null, description: 'Enter the event.' } },
    );
    expect(document.title).toBe('Podium');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Enter the event.',
    );
    rerender({ subject: 'Roadshow', description: '観る' });
    expect(document.title).toBe('Roadshow — Podium');
    const metas = document.head.querySelectorAll('meta[name="description"]');
    expect(metas).toHaveLength(1);
    expect(metas[0]?.getAttribute('content')).toBe('観る');
  });
});
