// Finding text in the document viewer's PDF: a page's text as pdf.js extracts it (its text
// items), folded so that case, accents, ligatures and line breaks do not matter, the places a
// query occurs, and those places mapped back to the items the page's text layer shows.

/** A text item of a page as pdf.js' getTextContent gives it. */
export interface TextItem {
  readonly str: string;
  /** A line ends after this item. */
  readonly hasEOL: boolean;
}

export interface SearchablePage {
  /** The page's text folded: lower case, without accents, each run of blanks one space. */
  readonly folded: string;
  /** For each UTF-16 unit of `folded`, the item it comes from. */
  readonly itemOf: readonly number[];
  /** For each UTF-16 unit of `folded`, its offset in that item's text (its length for a line end). */
  readonly offsetOf: readonly number[];
  /** Each item's length, to mark an item to its end. */
  readonly itemLengths: readonly number[];
}

/** Where a query occurs in a page's folded text: [start, end). */
export interface TextMatch {
  readonly start: number;
  readonly end: number;
}

/** Part of one text item that a match covers: [from, to) of the item's text. */
export interface ItemRange {
  readonly item: number;
  readonly from: number;
  readonly to: number;
}

function foldChar(ch: string): string {
  const code = ch.charCodeAt(0);
  if (code < 0x80) return ch.toLowerCase();
  return ch.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

const BLANK = /\s/;
const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;

interface RawChar {
  readonly ch: string;
  readonly item: number;
  readonly offset: number;
  /** The end of a line (pdf.js' hasEOL), not a blank of the text itself. */
  readonly lineEnd: boolean;
}

/**
 * Folds a run of characters. A run of blanks becomes one space, except a run of line ends only
 * that follows a hyphen ("forward-⏎looking" reads "forward-looking") or lies between two CJK
 * characters (those scripts wrap lines anywhere, without a space).
 */
function foldRun(chars: readonly RawChar[]): Omit<SearchablePage, 'itemLengths'> {
  let folded = '';
  const itemOf: number[] = [];
  const offsetOf: number[] = [];
  // One entry per UTF-16 unit of the folded text, as indexOf counts.
  const emit = (text: string, from: RawChar) => {
    folded += text;
    for (let unit = 0; unit < text.length; unit += 1) {
      itemOf.push(from.item);
      offsetOf.push(from.offset);
    }
  };
  let i = 0;
  while (i < chars.length) {
    const first = chars[i]!;
    if (!BLANK.test(first.ch)) {
      emit(foldChar(first.ch), first);
      i += 1;
      continue;
    }
    let j = i;
    let lineEndsOnly = true;
    while (j < chars.length && BLANK.test(chars[j]!.ch)) {
      if (!chars[j]!.lineEnd) lineEndsOnly = false;
      j += 1;
    }
    const before = i > 0 ? chars[i - 1]!.ch : '';
    const after = j < chars.length ? chars[j]!.ch : '';
    const joins =
      lineEndsOnly && (before === '-' || (CJK.test(before) && after !== '' && CJK.test(after)));
    if (!joins && folded !== '' && after !== '') emit(' ', first);
    i = j;
  }
  return { folded, itemOf, offsetOf };
}

/** A page's text items, ready to search. */
export function searchablePage(items: readonly TextItem[]): SearchablePage {
  const chars: RawChar[] = [];
  items.forEach((item, index) => {
    let offset = 0;
    for (const ch of item.str) {
      chars.push({ ch, item: index, offset, lineEnd: false });
      offset += ch.length;
    }
    if (item.hasEOL) chars.push({ ch: '\n', item: index, offset, lineEnd: true });
  });
  return { ...foldRun(chars), itemLengths: items.map((item) => item.str.length) };
}

/** The query as the pages are searched: folded the same way; empty when it has no words. */
export function foldQuery(query: string): string {
  const chars = [...query].map((ch, offset) => ({ ch, item: 0, offset, lineEnd: false }));
  return foldRun(chars).folded;
}

/** Every place the folded query occurs in the page, in reading order, none overlapping. */
export function findInPage(page: SearchablePage, foldedQuery: string): TextMatch[] {
  const matches: TextMatch[] = [];
  if (foldedQuery === '') return matches;
  let at = page.folded.indexOf(foldedQuery);
  while (at >= 0) {
    matches.push({ start: at, end: at + foldedQuery.length });
    at = page.folded.indexOf(foldedQuery, at + foldedQuery.length);
  }
  return matches;
}

/** The parts of the page's text items a match covers, item by item. */
export function itemRanges(page: SearchablePage, match: TextMatch): ItemRange[] {
  const firstItem = page.itemOf[match.start];
  const lastItem = page.itemOf[match.end - 1];
  if (firstItem === undefined || lastItem === undefined) return [];
  const ranges: ItemRange[] = [];
  for (let item = firstItem; item <= lastItem; item += 1) {
    const length = page.itemLengths[item] ?? 0;
    const from = item === firstItem ? (page.offsetOf[match.start] ?? 0) : 0;
    // The last character's offset, plus its own length (a surrogate pair counts two).
    const lastOffset = page.offsetOf[match.end - 1] ?? length;
    const to =
      item === lastItem ? Math.min(length, lastOffset + charLengthAt(page, match)) : length;
    if (to > from) ranges.push({ item, from, to });
  }
  return ranges;
}

/** UTF-16 length of the source character the match's last folded character came from. */
function charLengthAt(page: SearchablePage, match: TextMatch): number {
  const last = match.end - 1;
  const offset = page.offsetOf[last] ?? 0;
  // Characters folded from one source character share its offset; the next source character
  // of the same item starts at a higher one.
  let next = last + 1;
  while (next < page.folded.length && page.itemOf[next] === page.itemOf[last]) {
    const nextOffset = page.offsetOf[next] ?? offset;
    if (nextOffset > offset) return nextOffset - offset;
    next += 1;
  }
  const length = page.itemLengths[page.itemOf[last] ?? 0] ?? 0;
  return Math.max(1, length - offset);
}
