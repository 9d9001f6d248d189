// Slide search (attendees' `Search slides`): which slides of the deck mention every word asked
// for, in the slide's title or its text (kept from the page of an uploaded PDF; a deck stored
// without text is searched by its titles). Case and accents do not matter. The server searches
// only the slides the viewer may see (SPEC §6), so a private slide's text never reaches a public
// participant.
import { z } from 'zod';

/** Longest query the search takes. */
export const SLIDE_SEARCH_MAX_QUERY_CHARS = 100;
/** Most slides one search answers with, in deck order. */
export const SLIDE_SEARCH_MAX_RESULTS = 20;
/** Characters of context either side of the first match in a result's snippet. */
export const SLIDE_SEARCH_SNIPPET_CONTEXT_CHARS = 40;

export const slideSearchPath = (presId: number) => `presentation/${presId}/slides/search`;

export const SlideSearchQuerySchema = z.object({
  q: z
    .string('Enter words to search for.')
    .trim()
    .min(1, 'Enter words to search for.')
    .max(
      SLIDE_SEARCH_MAX_QUERY_CHARS,
      `A search has at most ${SLIDE_SEARCH_MAX_QUERY_CHARS} characters.`,
    ),
});

export const SlideSearchResultSchema = z.object({
  SlideGuid: z.string(),
  /** The slide's index in the deck (0-based, SPEC §3 Slide.Index). */
  Index: z.number().int().nonnegative(),
  Title: z.string().nullable(),
  /** The words around the first match, whitespace collapsed; … where cut. */
  Snippet: z.string(),
});
export type SlideSearchResult = z.infer<typeof SlideSearchResultSchema>;

export const SlideSearchResponseSchema = z.object({ Results: z.array(SlideSearchResultSchema) });
export type SlideSearchResponse = z.infer<typeof SlideSearchResponseSchema>;

export interface SearchableSlide {
  readonly guid: string;
  readonly index: number;
  readonly title: string | null;
  readonly text: string;
}

/** Lower case without accents, one char at a time, with where each folded char came from. */
function fold(source: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  for (let i = 0; i < source.length; i += 1) {
    const plain = source[i]!.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
    for (const ch of plain) {
      folded += ch;
      origin.push(i);
    }
  }
  return { folded, origin };
}

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

function snippetOf(source: string, start: number, length: number): string {
  let from = Math.max(0, start - SLIDE_SEARCH_SNIPPET_CONTEXT_CHARS);
  let to = Math.min(source.length, start + length + SLIDE_SEARCH_SNIPPET_CONTEXT_CHARS);
  // Whole words only: a cut inside a word moves to the space nearer the match.
  while (from > 0 && from < start && !/\s/.test(source[from - 1]!)) from += 1;
  while (to < source.length && to > start + length && !/\s/.test(source[to]!)) to -= 1;
  return `${from > 0 ? '…' : ''}${collapse(source.slice(from, to))}${to < source.length ? '…' : ''}`;
}

/** The words of a query, folded; empty when it has none. */
export function slideSearchTerms(query: string): string[] {
  return fold(query)
    .folded.split(/\s+/)
    .filter((term) => term.length > 0);
}

/** The slides that contain every word of the query, in deck order, at most the maximum. */
export function searchSlides(
  slides: readonly SearchableSlide[],
  query: string,
): SlideSearchResult[] {
  const terms = slideSearchTerms(query);
  if (terms.length === 0) return [];
  const results: SlideSearchResult[] = [];
  for (const slide of [...slides].sort((a, b) => a.index - b.index)) {
    const title = slide.title ?? '';
    const text = fold(slide.text);
    const titleFolded = fold(title).folded;
    const all = `${titleFolded}\n${text.folded}`;
    if (!terms.every((term) => all.includes(term))) continue;
    const first = terms[0]!;
    const at = text.folded.indexOf(first);
    let snippet: string;
    if (at >= 0) {
      const start = text.origin[at] ?? 0;
      const end = (text.origin[at + first.length - 1] ?? start) + 1;
      snippet = snippetOf(slide.text, start, end - start);
    } else
      snippet = collapse(title.length > 0 ? title : slide.text).slice(
        0,
        2 * SLIDE_SEARCH_SNIPPET_CONTEXT_CHARS,
      );
    results.push({
      SlideGuid: slide.guid,
      Index: slide.index,
      Title: slide.title,
      Snippet: snippet,
    });
    if (results.length === SLIDE_SEARCH_MAX_RESULTS) break;
  }
  return results;
}
