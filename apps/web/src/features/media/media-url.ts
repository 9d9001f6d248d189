// Media addresses from the server are absolute paths (/api/v1/nrsservice/…) or full URLs;
// a bare SPEC §7 path is resolved under the service route like every other call.
import { serviceUrl } from '../../shared/http/client.ts';

export function mediaUrl(url: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : serviceUrl(url);
}

/**
 * What names a media file whatever address it was handed under: a signed address
 * (`…/media/s/{token}/{file}`) without its signature, which changes every hour or so.
 */
export function mediaSourceKey(url: string): string {
  return url.replace(/\/media\/s\/[^/]+\/(?=[^/]+$)/, '/media/');
}
