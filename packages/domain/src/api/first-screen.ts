// The first screen's answers in the viewer's HTML (ARCHITECTURE §7 first load on a phone): when
// the server serves a presentation's viewer page to a session, it places the answers that
// session's GET route, GET GetLoggedInUserForPresentation and GET presentation would give (and,
// when the route answer leads to the presentation's own disclaimer, GET disclaimer's) in a JSON
// block of the page. The viewer takes them instead of asking, one round trip sooner, and
// validates them with the same schemas as the calls' answers.

/** The id of the JSON block (`<script type="application/json">`) that carries the answers. */
export const FIRST_SCREEN_ANSWERS_ID = 'podium-first-screen';

/**
 * The id of the first slide's poster in the viewer's HTML: the slide the page opens on, drawn by
 * the HTML itself over the page until the viewer shows it (or shows something else).
 */
export const FIRST_SCREEN_POSTER_ID = 'podium-first-slide-poster';

/** The answers, each as its call answered it (200 only); a call that did not is absent. */
export interface FirstScreenAnswers {
  readonly presId: number;
  readonly route?: unknown;
  readonly user?: unknown;
  readonly presentation?: unknown;
  /** Given when the route answer leads to the disclaimer and the presentation names no other. */
  readonly disclaimer?: unknown;
}

/**
 * The answers as the text of an HTML script element: JSON in which nothing can end the element
 * or open markup (`<`, `>`, `&` and the two JavaScript line separators written as escapes).
 */
export function firstScreenAnswersText(answers: FirstScreenAnswers): string {
  return jsonBlockText(answers);
}

/**
 * A value as the text of an HTML JSON block (`<script type="application/json">`): JSON in which
 * nothing can end the element or open markup.
 */
export function jsonBlockText(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The value of a JSON block's text; undefined when there is no text or it is not JSON. */
export function readJsonBlock(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The answers of presId read back from the block's text; null when there is no block, it is not
 * JSON, or it was written for another presentation. Each answer is still to be validated.
 */
export function readFirstScreenAnswers(
  text: string | null | undefined,
  presId: number,
): FirstScreenAnswers | null {
  const parsed = readJsonBlock(text);
  if (!isRecord(parsed) || parsed.presId !== presId) return null;
  const answers: {
    presId: number;
    route?: unknown;
    user?: unknown;
    presentation?: unknown;
    disclaimer?: unknown;
  } = { presId };
  if (parsed.route !== undefined) answers.route = parsed.route;
  if (parsed.user !== undefined) answers.user = parsed.user;
  if (parsed.presentation !== undefined) answers.presentation = parsed.presentation;
  if (parsed.disclaimer !== undefined) answers.disclaimer = parsed.disclaimer;
  return answers;
}
