// SPEC §7 GET /livevideo/system-check/signature: the grant to play the server's HLS test stream.
// Its round trip is the network check's measure, so it is timed here.
import {
  SystemCheckSignatureResponseSchema,
  systemCheckPaths,
  type SystemCheckSignatureResponse,
} from '@podium/domain';
import { requestJson, serviceUrl } from '../../shared/http/client.ts';

export interface TimedSignature {
  readonly signature: SystemCheckSignatureResponse;
  /** Absolute URL of the test stream's playlist. */
  readonly streamUrl: string;
  readonly roundTripMs: number;
}

export async function fetchSignature(): Promise<TimedSignature> {
  const started = performance.now();
  const signature = await requestJson(
    systemCheckPaths.signature(),
    SystemCheckSignatureResponseSchema,
  );
  return {
    signature,
    streamUrl: serviceUrl(signature.StreamUrl),
    roundTripMs: Math.round(performance.now() - started),
  };
}
