import type { ReactNode } from 'react';
import { LanguageSelect } from './LanguageSelect.tsx';
import { SiteLinks } from './SiteLinks.tsx';

interface CenteredPageProps {
  title: string;
  /** Small line above the title, e.g. the presentation's title on an entry screen. */
  eyebrow?: string | null;
  children?: ReactNode;
}

/**
 * The card layout of every screen outside the viewer (entry, timeout, errors, not available).
 * The language choice (SPEC §9) is offered here too: these are the first screens a visitor sees;
 * the site's home, privacy and terms links (SPEC §2) sit under the card.
 */
export function CenteredPage({ title, eyebrow, children }: CenteredPageProps) {
  return (
    <main className="pd-page">
      <section className="pd-card" aria-labelledby="pd-page-title">
        <div className="pd-card__header">
          {eyebrow ? <p className="pd-card__eyebrow">{eyebrow}</p> : <span />}
          <LanguageSelect className="pd-card__language" />
        </div>
        <h1 id="pd-page-title" className="pd-card__title">
          {title}
        </h1>
        {children}
      </section>
      <SiteLinks />
    </main>
  );
}
