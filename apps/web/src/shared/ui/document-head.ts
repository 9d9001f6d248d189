// The browser tab title and the page's meta description. Every page names the product; a page
// of an event names the event first, so an investor with several tabs open finds it.
import { useEffect } from 'react';

export const PRODUCT_NAME = 'Podium';
const TITLE_SEPARATOR = ' — ';

/** "{subject} — Podium", or "Podium" alone when the page has no subject (yet). */
export function pageTitle(subject: string | null | undefined): string {
  const trimmed = subject?.trim();
  return trimmed ? `${trimmed}${TITLE_SEPARATOR}${PRODUCT_NAME}` : PRODUCT_NAME;
}

function descriptionMeta(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const meta = document.createElement('meta');
  meta.name = 'description';
  document.head.append(meta);
  return meta;
}

/** Sets the tab title from the page's subject and the meta description (already translated). */
export function useDocumentHead(subject: string | null | undefined, description: string): void {
  const title = pageTitle(subject);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    descriptionMeta().content = description;
  }, [description]);
}
