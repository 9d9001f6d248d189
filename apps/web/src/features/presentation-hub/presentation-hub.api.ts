// SPEC §7 POST presentations/{presId}/uegtoken?logId — the socket token of a presentation-level
// hub connection: no conferenceCallId, so the connection follows the presentation's own topics.
import { apiPaths, HubTokenResponseSchema } from '@podium/domain';
import { requestJson } from '../../shared/http/client.ts';

export async function createPresentationSocketToken(
  presId: number,
  logId: number | null,
): Promise<string> {
  const path = apiPaths.hubToken(presId, logId === null ? {} : { logId });
  const response = await requestJson(path, HubTokenResponseSchema, { method: 'POST' });
  return response.TokenId;
}
