// The table of every registered route, kept as Fastify registers them, so tests and tooling can
// walk the whole API (the hostile-input sweep, the OpenAPI listing) instead of a hand-kept list.
import type { FastifyInstance, HTTPMethods } from 'fastify';

export interface RouteEntry {
  readonly method: HTTPMethods;
  /** The route pattern with its `:param` placeholders, prefix included. */
  readonly url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    readonly routeTable: readonly RouteEntry[];
  }
}

export function setupRouteTable(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) routes.push({ method, url: options.url });
  });
}
