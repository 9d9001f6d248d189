// SPEC §7: GET /v1/branding/{brandingGuid}/stylesheet?appId=1 returns CSS text.
import { brandingStylesheetPath } from '@podium/domain';
import { requestText } from '../../shared/http/client.ts';

export function fetchBrandingStylesheet(brandingGuid: string): Promise<string> {
  return requestText(brandingStylesheetPath(brandingGuid));
}
