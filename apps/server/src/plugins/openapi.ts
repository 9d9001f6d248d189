// The API described as OpenAPI 3 (ARCHITECTURE §2): @fastify/swagger collects every route as it
// is registered, and fastify-type-provider-zod turns the shared zod schemas of routes that
// declare them into JSON Schema, validates their input with them and serializes their output.
// GET /api/docs (the service route's `docs`, as /api/{path} maps there) answers the document as
// JSON; routes outside /api (the web app, health) are left out of it.
import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { SERVICE_BASE_PATH } from '@podium/domain';

/** Where the document is served; /api/docs reaches it through the /api/{path} rewrite. */
export const OPENAPI_PATH = `${SERVICE_BASE_PATH}/docs`;

export async function setupOpenApi(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Podium API',
        description:
          'The viewer, console and authoring calls of Podium (docs/spec.md §7). Every error answers { statusCode, error, message }.',
        version: '1',
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const listed = input.url.startsWith('/api/') && input.url !== OPENAPI_PATH;
      return listed
        ? transformed
        : { ...transformed, schema: { ...transformed.schema, hide: true } };
    },
  });
  app.get(OPENAPI_PATH, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return app.swagger();
  });
}
