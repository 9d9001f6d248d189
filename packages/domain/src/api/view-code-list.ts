// The code of a view too heavy to fetch beside the first slide (ARCHITECTURE §7 first load on a
// phone): the viewer's HTML lists that view's files in a JSON block instead of as preloads, and
// the viewer's script asks for them a few per task once it runs, so neither the slide's image
// nor a phone's main thread waits on them.
import { VIEWER_BASE_PATH } from '../constants.ts';
import { jsonBlockText, readJsonBlock } from './first-screen.ts';

/** The id of the JSON block (`<script type="application/json">`) that lists the files. */
export const VIEW_CODE_LIST_ID = 'podium-view-code';

/**
 * How many of the listed files the viewer's script asks for in one task: each request a script
 * starts costs the main thread about a millisecond on a phone.
 */
export const VIEW_CODE_FILES_PER_TASK = 4;

/** A view's files, as addresses under the viewer's base path. */
export interface ViewCodeList {
  readonly js: readonly string[];
  readonly css: readonly string[];
}

/** The list as the text of its JSON block. */
export function viewCodeListText(list: ViewCodeList): string {
  return jsonBlockText({ js: list.js, css: list.css });
}

const ASSETS_PATH = `${VIEWER_BASE_PATH}assets/`;

/** An address of one of the build's own files of that type, and nothing else. */
function isAssetOf(value: unknown, extension: '.js' | '.css'): value is string {
  if (typeof value !== 'string' || !value.startsWith(ASSETS_PATH) || !value.endsWith(extension))
    return false;
  const name = value.slice(ASSETS_PATH.length);
  return /^[\w.~-]+$/.test(name) && !name.startsWith('.');
}

function assetsOf(value: unknown, extension: '.js' | '.css'): string[] | null {
  if (!Array.isArray(value)) return null;
  return value.every((item) => isAssetOf(item, extension)) ? (value as string[]) : null;
}

/**
 * The list read back from the block's text; null when there is no block, it is not JSON, or any
 * entry is not one of the build's scripts (js) or stylesheets (css).
 */
export function readViewCodeList(text: string | null | undefined): ViewCodeList | null {
  const parsed = readJsonBlock(text);
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { js: jsValue, css: cssValue } = parsed as { js?: unknown; css?: unknown };
  const js = assetsOf(jsValue, '.js');
  const css = assetsOf(cssValue, '.css');
  return js && css ? { js, css } : null;
}
