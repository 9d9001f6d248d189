// The viewer's HTML with a preload of the first slide's image and the first screen's answers
// (ARCHITECTURE §7: the largest paint of a phone's first load is that image; announced in the
// HTML it downloads beside the script, and with the answers in the page the viewer draws it
// without waiting for the entry calls), and of the code of the view it opens on.
import { readFile } from 'node:fs/promises';
import {
  FIRST_SCREEN_ANSWERS_ID,
  FIRST_SCREEN_POSTER_ID,
  firstScreenAnswersText,
  VIEW_CODE_LIST_ID,
  viewCodeListText,
  SLIDE_IMAGE_SIZES,
  VIEWER_BASE_PATH,
  type FirstScreenAnswers,
} from '@podium/domain';

function escapeAttribute(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** A slide image to preload: its original, and the srcset of its copies sized for the screen. */
export interface SlideImagePreload {
  readonly url: string;
  readonly srcSet: string | null;
}

/**
 * The preload tag of a slide image: high priority, it is the page's largest paint. With a srcset
 * it carries the viewer's `sizes`, so the browser preloads the very copy the <img> then uses.
 */
export function slideImagePreloadTag({ url, srcSet }: SlideImagePreload): string {
  const responsive = srcSet
    ? ` imagesrcset="${escapeAttribute(srcSet)}" imagesizes="${escapeAttribute(SLIDE_IMAGE_SIZES)}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeAttribute(url)}"${responsive} fetchpriority="high" />`;
}

/**
 * The first slide drawn by the HTML, over the page, before any script has run: the copy the
 * preload fetched (same srcset and sizes). Hidden from assistive technology, which meets the
 * viewer's own slide; it lets pointer events through to the page beneath.
 */
export function firstSlidePosterTag({ url, srcSet }: SlideImagePreload): string {
  const responsive = srcSet
    ? ` srcset="${escapeAttribute(srcSet)}" sizes="${escapeAttribute(SLIDE_IMAGE_SIZES)}"`
    : '';
  return `<div id="${FIRST_SCREEN_POSTER_ID}" class="first-slide-poster" aria-hidden="true"><img class="first-slide-poster__slide" src="${escapeAttribute(url)}"${responsive} alt="" fetchpriority="high" /></div>`;
}

/** The code of the view a viewer page opens on (the web build's kind-view-chunks.json). */
export interface ViewCode {
  /** Paths under the viewer's base path. */
  readonly js: readonly string[];
  readonly css: readonly string[];
  /** Their weight on the wire (gzip). */
  readonly bytes: number;
}

/** A view's code as a page lists it: `ahead`, fetched beside the first script (viewCodeTags). */
export interface PageViewCode extends ViewCode {
  readonly ahead: boolean;
}

/**
 * The JSON block listing a view's code that is too heavy to fetch ahead: the viewer's script
 * asks for those files a few per task once it runs (domain view-code-list.ts).
 */
export function viewCodeListTag({ js, css }: ViewCode): string {
  const address = (path: string) => `${VIEWER_BASE_PATH}${path}`;
  return `<script type="application/json" id="${VIEW_CODE_LIST_ID}">${viewCodeListText({ js: js.map(address), css: css.map(address) })}</script>`;
}

/**
 * Preload tags for a view's code: module preloads for its scripts (the viewer's script then finds
 * them on the page and adds none), preloads for its stylesheets in the credentials mode the
 * script's loader asks them in. Low priority: the first slide's image and the first script come
 * first.
 */
export function viewCodeTags({ js, css }: ViewCode): string {
  const href = (path: string) => escapeAttribute(`${VIEWER_BASE_PATH}${path}`);
  return [
    ...js.map(
      (path) => `<link rel="modulepreload" crossorigin href="${href(path)}" fetchpriority="low" />`,
    ),
    ...css.map(
      (path) =>
        `<link rel="preload" as="style" crossorigin href="${href(path)}" fetchpriority="low" />`,
    ),
  ].join('');
}

/** The JSON block of the first screen's answers (domain first-screen.ts); not a script to run. */
export function firstScreenAnswersTag(answers: FirstScreenAnswers): string {
  return `<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ID}">${firstScreenAnswersText(answers)}</script>`;
}

/**
 * The built index.html with the first slide's preload right after its viewport meta (the
 * browser's preload scanner picks a srcset candidate with the viewport it knows at that point,
 * and before the viewport meta that is a desktop's width: a phone would then fetch the largest
 * copy as well; without a viewport meta it goes at the start of the head), the slide's poster
 * first in the body when `poster` (the page is known to open on that slide), and the first
 * screen's answers at the end of the body, read by the viewer's script, which runs after the
 * document is parsed.
 */
export async function viewerPage(
  indexHtmlPath: string,
  {
    image,
    answers,
    poster,
    view = null,
  }: {
    image: SlideImagePreload | null;
    answers: FirstScreenAnswers | null;
    poster: boolean;
    /**
     * The code of the view the page opens on: preloads at the end of the head when `ahead`, else
     * a list at the end of the body.
     */
    view?: PageViewCode | null;
  },
): Promise<string> {
  let html = await readFile(indexHtmlPath, 'utf8');
  if (view?.ahead && (view.js.length > 0 || view.css.length > 0)) {
    const end = html.indexOf('</head>');
    if (end !== -1) html = `${html.slice(0, end)}${viewCodeTags(view)}${html.slice(end)}`;
  }
  if (image) {
    const anchor = /<meta\s+name="viewport"[^>]*>/i.exec(html) ?? /<head[^>]*>/i.exec(html);
    if (anchor) {
      const at = anchor.index + anchor[0].length;
      html = `${html.slice(0, at)}${slideImagePreloadTag(image)}${html.slice(at)}`;
    }
  }
  if (image && poster) {
    const body = /<body[^>]*>/i.exec(html);
    if (body) {
      const at = body.index + body[0].length;
      html = `${html.slice(0, at)}${firstSlidePosterTag(image)}${html.slice(at)}`;
    }
  }
  if (answers) {
    const end = html.lastIndexOf('</body>');
    const at = end === -1 ? html.length : end;
    html = `${html.slice(0, at)}${firstScreenAnswersTag(answers)}${html.slice(at)}`;
  }
  if (view && !view.ahead && (view.js.length > 0 || view.css.length > 0)) {
    const end = html.lastIndexOf('</body>');
    const at = end === -1 ? html.length : end;
    html = `${html.slice(0, at)}${viewCodeListTag(view)}${html.slice(at)}`;
  }
  return html;
}
