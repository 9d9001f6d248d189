// The NRS Direct console call (SPEC §4 padding navigation): POST console/paddingnav, Start guided
// tour or End guided tour now; the answer is the show's new padding dates (shared schema).
import {
  conferencePaths,
  PaddingNavDataSchema,
  type PaddingCommand,
  type PaddingNavData,
} from '@podium/domain';
import { requestJson } from '../../shared/http/client.ts';

export interface NrsDirectCallRef {
  readonly presId: number;
  readonly confId: number;
}

export function sendPaddingCommand(
  { presId, confId }: NrsDirectCallRef,
  command: PaddingCommand,
): Promise<PaddingNavData> {
  return requestJson(conferencePaths.consolePaddingNav(presId, confId), PaddingNavDataSchema, {
    method: 'POST',
    body: { Command: command },
  });
}
