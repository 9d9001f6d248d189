// SPEC §7: the viewer may call /api/<path>; everything not already versioned (/api/v1/...) is
// the service route /api/v1/nrsservice/<path>. Used as Fastify's rewriteUrl option, so routing,
// hooks and logs all see the canonical path.
import { SERVICE_BASE_PATH } from '@podium/domain';

export function rewriteApiUrl(url: string): string {
  if (!url.startsWith('/api/') || url.startsWith('/api/v1/')) return url;
  return `${SERVICE_BASE_PATH}/${url.slice('/api/'.length)}`;
}
