// The built web app (SPEC §2): the SPA at /presentation/v2/ in history mode (unknown page paths
// get index.html) and the document viewer page at /mynrs/show/pdfTron11/index.html. Hashed
// assets are cached for a year; HTML is revalidated on every load so a deploy takes effect. The
// build writes brotli and gzip twins of its text files; a client that accepts one gets it, with
// Content-Encoding and Vary: Accept-Encoding.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import {
  DOCUMENT_VIEWER_PATH,
  kindViewOf,
  parseIdText,
  PresentationSchema,
  RouteResponseSchema,
  VIEWER_BASE_PATH,
  viewerRouteOf,
  type FirstScreenAnswers,
} from '@podium/domain';
import { sendError, type NotFoundFallback } from './errors.ts';
import { serveWebAssets } from './web-assets.ts';
import {
  viewerPage,
  type PageViewCode,
  type SlideImagePreload,
  type ViewCode,
} from './viewer-page.ts';

/**
 * What presId's viewer page carries for this request's session: the image of the first slide it
 * will see, when it may open the viewer and the presentation alone decides that slide, and the
 * answers of its first screen's calls; null where there is none.
 */
export type FirstScreen = (
  request: FastifyRequest,
  presId: number,
) => Promise<{ image: SlideImagePreload | null; answers: FirstScreenAnswers | null }>;

/** What the pages of a presentation carry ahead of their script (first-screen.ts). */
export interface FirstScreens {
  /** At its viewer address ({presId}/viewer/). */
  readonly viewer: FirstScreen;
  /** At its entry address ({presId}/): the route answer, which decides the entry screen. */
  readonly entry: (request: FastifyRequest, presId: number) => Promise<FirstScreenAnswers | null>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** Vite names built assets name-<hash>.ext. */
const HASHED_ASSET = /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
const DEFAULT_PRESENTATION_ID = 1001;

/** The compressed twins the build writes beside a file (name.js.br, name.js.gz). */
const COMPRESSED_TWIN = /\.(br|gz)$/;

export function cacheControlFor(filePath: string): string {
  const original = filePath.replace(COMPRESSED_TWIN, '');
  if (original.endsWith('.html')) return NO_CACHE;
  return HASHED_ASSET.test(basename(original)) ? IMMUTABLE : 'public, max-age=3600';
}

/** SPEC §2 /{presId}/openVideo/{url}: its {url} ends like a file (…mp4) yet is a page. */
const OPEN_VIDEO_PAGE = /^\d+\/openVideo\/./;

/** A page path, not a file: its last segment has no extension, or it is an openVideo page. */
export function isPagePath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  if (
    path.startsWith(VIEWER_BASE_PATH) &&
    OPEN_VIDEO_PAGE.test(path.slice(VIEWER_BASE_PATH.length))
  )
    return true;
  const last = path.split('/').pop() ?? '';
  return !last.includes('.');
}

/** The web build's list of each view's code (apps/web vite-kind-chunks.ts). */
export const KIND_VIEW_CHUNKS_FILE = 'kind-view-chunks.json';

const ViewCodesSchema = z.record(
  z.string(),
  z.object({ js: z.array(z.string()), css: z.array(z.string()), bytes: z.number() }),
);

/**
 * The most a view's code may weigh (gzip) to be listed in the HTML: fetched beside the first
 * slide's image and the first script, more would delay them on a slow mobile link. A heavier
 * view's code is asked for by the script once it runs.
 */
export const VIEW_CODE_AHEAD_MAX_BYTES = 64 * 1024;

/** Each view's code as the build lists it; none when the build has no list or it is unreadable. */
export function readViewCodes(root: string): Readonly<Record<string, ViewCode>> {
  try {
    return ViewCodesSchema.parse(
      JSON.parse(readFileSync(join(root, KIND_VIEW_CHUNKS_FILE), 'utf8')),
    );
  } catch {
    return {};
  }
}

/**
 * The code of the view a presentation's viewer opens on, when the page's answers name the
 * presentation: `ahead` when it is light enough to fetch beside the first
 * slide's image and the first script.
 */
export function viewCodeFor(
  codes: Readonly<Record<string, ViewCode>>,
  answers: FirstScreenAnswers | null,
): PageViewCode | null {
  const presentation = PresentationSchema.safeParse(answers?.presentation).data;
  if (!presentation) return null;
  const { kind, routeChild } = viewerRouteOf(presentation);
  const code = codes[kindViewOf(kind, routeChild)];
  return code ? { ...code, ahead: code.bytes <= VIEW_CODE_AHEAD_MAX_BYTES } : null;
}

/** Whether the route answer among the page's answers leads to the viewer. */
function opensViewer(answers: FirstScreenAnswers | null): boolean {
  return RouteResponseSchema.safeParse(answers?.route).data?.Route === 'viewer';
}

export async function setupStaticWeb(
  app: FastifyInstance,
  addNotFoundFallback: (f: NotFoundFallback) => void,
  firstScreens: FirstScreens | null = null,
): Promise<void> {
  const root = app.config.webDist;
  app.get('/', (_request, reply) =>
    reply.redirect(`${VIEWER_BASE_PATH}${DEFAULT_PRESENTATION_ID}/`),
  );
  app.get(VIEWER_BASE_PATH.slice(0, -1), (_request, reply) => reply.redirect(VIEWER_BASE_PATH));

  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ webDist: root }, 'web app not built: run `npm run build` to serve the viewer');
    addNotFoundFallback(async (request, reply) => {
      if (!request.url.startsWith(VIEWER_BASE_PATH)) return false;
      await sendError(
        reply,
        503,
        'The web app is not built. Run `npm run build`, then restart the server.',
      );
      return true;
    });
    return;
  }

  // The hashed assets from memory (web-assets.ts); every other file from the file server.
  serveWebAssets(app, `${VIEWER_BASE_PATH}assets/`, join(root, 'assets'), cacheControlFor);
  await app.register(fastifyStatic, {
    root,
    prefix: VIEWER_BASE_PATH,
    cacheControl: false,
    preCompressed: true,
    index: 'index.html',
    setHeaders: (reply, filePath) => void reply.header('Cache-Control', cacheControlFor(filePath)),
  });

  const sendPage = (reply: FastifyReply, relativePath: string) =>
    reply.header('Cache-Control', NO_CACHE).sendFile(relativePath, root, { cacheControl: false });

  app.get(DOCUMENT_VIEWER_PATH, (_request, reply) =>
    sendPage(reply, DOCUMENT_VIEWER_PATH.slice(1)),
  );

  // The viewer of a presentation: its HTML names the first slide's image (when the session may
  // see it) so the browser fetches it beside the script, and carries the answers of the first
  // screen's calls, so the viewer need not wait for them. The page then depends on the session:
  // private, never stored (the answers are not), and compressed on the fly like the API's.
  if (firstScreens) {
    const viewCodes = readViewCodes(root);
    const sendFirstScreen = (reply: FastifyReply, html: string) =>
      reply
        .header('Cache-Control', 'private, no-store')
        .header('Vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(html);
    app.get<{ Params: { presId: string } }>(
      `${VIEWER_BASE_PATH}:presId/viewer/`,
      async (request, reply) => {
        const presId = parseIdText(request.params.presId);
        const first = presId === null ? null : await firstScreens.viewer(request, presId);
        if (first === null || (first.image === null && first.answers === null))
          return sendPage(reply, 'index.html');
        // The poster shows, and the view's code is listed, only when the page will open on the
        // viewer: the route answer says so.
        const poster = opensViewer(first.answers);
        const view = poster ? viewCodeFor(viewCodes, first.answers) : null;
        return sendFirstScreen(
          reply,
          await viewerPage(join(root, 'index.html'), { ...first, poster, view }),
        );
      },
    );
    // The entry address carries the route answer: the entry screen shows without asking. So does
    // the disclaimer's address (where the entry leads a session that has not agreed yet, and
    // where a reload lands), with the answers its screen asks first.
    const entryPage = async (
      request: FastifyRequest<{ Params: { presId: string } }>,
      reply: FastifyReply,
    ) => {
      const presId = parseIdText(request.params.presId);
      const answers = presId === null ? null : await firstScreens.entry(request, presId);
      if (answers === null) return sendPage(reply, 'index.html');
      // When the route answer leads on to the viewer, the view's code is listed too.
      const view = opensViewer(answers) ? viewCodeFor(viewCodes, answers) : null;
      return sendFirstScreen(
        reply,
        await viewerPage(join(root, 'index.html'), { image: null, answers, poster: false, view }),
      );
    };
    app.get<{ Params: { presId: string } }>(`${VIEWER_BASE_PATH}:presId/`, entryPage);
    app.get<{ Params: { presId: string } }>(`${VIEWER_BASE_PATH}:presId/disclaimer/`, entryPage);
  }

  addNotFoundFallback(async (request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || !request.url.startsWith(VIEWER_BASE_PATH) || !isPagePath(request.url))
      return false;
    await sendPage(reply, 'index.html');
    return true;
  });
}
