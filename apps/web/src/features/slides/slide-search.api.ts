// GET presentation/{presId}/slides/search: the slides this viewer may see that mention every
// word of the query (the server leaves private slides out for public participants, SPEC §6).
import { slideSearchPath, SlideSearchResponseSchema, type SlideSearchResult } from '@podium/domain';
import { requestJson } from '../../shared/http/client.ts';

export async function fetchSlideSearch(
  presId: number,
  query: string,
): Promise<SlideSearchResult[]> {
  const response = await requestJson(slideSearchPath(presId), SlideSearchResponseSchema, {
    query: { q: query },
  });
  return response.Results;
}
