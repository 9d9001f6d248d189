import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { makePresentation, makeUser } from '@podium/domain/testing';
import { firstScreenAnswersOf } from './first-screen-answers.ts';

const user = makeUser();

/** The server's inner calls, answered from `bodies` by the first path segment that matches. */
function appAnswering(bodies: Record<string, unknown>): FastifyInstance {
  const inject = ({ url }: { url: string }) => {
    const key = Object.keys(bodies).find((part) => url.includes(part));
    const body = key === undefined ? undefined : bodies[key];
    return Promise.resolve({
      statusCode: body === undefined ? 404 : 200,
      headers: {},
      json: () => body,
    });
  };
  return { inject } as unknown as FastifyInstance;
}

const request = { url: '/presentation/v2/1001/viewer/', headers: {}, socket: {} } as FastifyRequest;

describe('firstScreenAnswersOf', () => {
  it('places each answer as its call’s schema reads it', async () => {
    const presentation = makePresentation({ PresentationId: 1001 });
    const answersOf = firstScreenAnswersOf(
      appAnswering({
        '/route': { PresentationId: 1001, Route: 'viewer', LogId: 7, NotInTheSchema: true },
        GetLoggedInUserForPresentation: user,
        'presentation?': presentation,
      }),
    );
    const answers = await answersOf(request, 1001);
    expect(answers?.route).toEqual({ PresentationId: 1001, Route: 'viewer', LogId: 7 });
    expect(answers?.user).toEqual(user);
    expect(answers?.presentation).toMatchObject({ PresentationId: 1001 });
  });

  it('leaves out an answer that does not validate, for the viewer to ask for', async () => {
    const answersOf = firstScreenAnswersOf(
      appAnswering({
        '/route': { PresentationId: 1001, Route: 'nowhere', LogId: 7 },
        GetLoggedInUserForPresentation: { ...user, FirstName: 42 },
        'presentation?': makePresentation({ PresentationId: 1001 }),
      }),
    );
    const answers = await answersOf(request, 1001);
    expect(answers).not.toBeNull();
    expect(answers?.route).toBeUndefined();
    expect(answers?.user).toBeUndefined();
    expect(answers?.presentation).toMatchObject({ PresentationId: 1001 });
  });
});
