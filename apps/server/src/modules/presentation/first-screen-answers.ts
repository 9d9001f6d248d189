// The first screen's answers for the viewer's HTML (static-web.ts, domain first-screen.ts): the
// very answers this request's session would get from GET route, GET GetLoggedInUserForPresentation
// and GET presentation, obtained by making those calls inside the server with the request's own
// cookie and addresses. The calls' access rules, cut-off and visit log apply unchanged; only
// answers of 200 are placed in the page, so a refusal is still met by the viewer's own call.
// Each answer is validated here with its call's shared schema and placed as the schema reads it:
// the viewer takes the answers its page holds as they are, without loading the schemas first
// (an answer that does not validate is left out, and the viewer asks for it).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  apiPaths,
  DisclaimerSchema,
  namesOwnDisclaimer,
  PresentationSchema,
  RouteResponseSchema,
  SERVICE_BASE_PATH,
  UserSchema,
  type FirstScreenAnswers,
} from '@podium/domain';

/** The request headers an inner call takes over: who is asking, and from where. */
const FORWARDED_HEADERS = [
  'cookie',
  'host',
  'user-agent',
  'accept-language',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
] as const;

/**
 * The calls of the first screen: the route decides the screen, the user and presentation fill
 * it, and the disclaimer's is asked when the route answer leads there.
 */
export type FirstScreenCall = 'route' | 'user' | 'presentation' | 'disclaimer';

export const ALL_FIRST_SCREEN_CALLS: readonly FirstScreenCall[] = [
  'route',
  'user',
  'presentation',
  'disclaimer',
];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The route answer leads to the disclaimer screen, and that screen will ask for the
 * presentation's own disclaimer call (domain namesOwnDisclaimer).
 */
export function leadsToOwnDisclaimer(
  presId: number,
  route: unknown,
  presentation: unknown,
): boolean {
  if (!isRecord(route) || route.Route !== 'disclaimer' || !isRecord(presentation)) return false;
  const path = presentation.DisclaimerPath;
  return (path === null || typeof path === 'string') && namesOwnDisclaimer(presId, path);
}

export type FirstScreenAnswersOf = (
  request: FastifyRequest,
  presId: number,
  calls?: readonly FirstScreenCall[],
) => Promise<FirstScreenAnswers | null>;

export function firstScreenAnswersOf(app: FastifyInstance): FirstScreenAnswersOf {
  return async (request, presId, calls = ALL_FIRST_SCREEN_CALLS) => {
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const answerOf = async (path: string, schema: z.ZodType): Promise<unknown> => {
      // A call that cannot be made here (the server closing) is left to the viewer to make.
      const response = await app
        .inject({
          method: 'GET',
          url: `${SERVICE_BASE_PATH}/${path}`,
          headers,
          remoteAddress: request.socket.remoteAddress,
        })
        .catch(() => null);
      // An answer that changes the session's cookie is the call's own to give.
      if (
        response === null ||
        response.statusCode !== 200 ||
        response.headers['set-cookie'] !== undefined
      )
        return undefined;
      let body: unknown;
      try {
        body = response.json<unknown>();
      } catch {
        return undefined;
      }
      const checked = schema.safeParse(body);
      return checked.success ? checked.data : undefined;
    };
    // The route answer depends on the page's query; a page opened with one asks for it itself.
    const pageQuery = request.url.includes('?');
    const [route, user, presentation] = await Promise.all([
      pageQuery || !calls.includes('route')
        ? undefined
        : answerOf(apiPaths.route(presId), RouteResponseSchema),
      calls.includes('user')
        ? answerOf(`${apiPaths.loggedInUser()}?presId=${presId}`, UserSchema)
        : undefined,
      calls.includes('presentation')
        ? answerOf(
            `${apiPaths.presentation()}?presid=${presId}&includeMedia=true`,
            PresentationSchema,
          )
        : undefined,
    ]);
    const disclaimer =
      calls.includes('disclaimer') && leadsToOwnDisclaimer(presId, route, presentation)
        ? await answerOf(apiPaths.disclaimer(presId), DisclaimerSchema)
        : undefined;
    if (route === undefined && user === undefined && presentation === undefined) return null;
    return {
      presId,
      ...(route === undefined ? {} : { route }),
      ...(user === undefined ? {} : { user }),
      ...(presentation === undefined ? {} : { presentation }),
      ...(disclaimer === undefined ? {} : { disclaimer }),
    };
  };
}
