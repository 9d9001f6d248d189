// SPEC §7 GET /livevideo/system-check/signature: the server signs a short-lived grant to play its
// HLS test stream, so the system check exercises the same path as a live stream (a signed URL
// the player fetches segment by segment) without any event or sign-in. The signature rides in the
// path, so the playlist's relative segment names inherit it.
import { z } from 'zod';

/** How long a signature stays valid (SPEC: not shown): long enough for a slow check, no more. */
export const SYSTEM_CHECK_SIGNATURE_TTL_MS = 10 * 60_000;

/** `{expiry in ms since epoch}.{64 hex digits}`. */
export const SystemCheckSignatureSchema = z
  .string()
  .regex(/^\d{1,15}\.[0-9a-f]{64}$/, 'must be a system check signature');

export const SystemCheckSignatureResponseSchema = z.object({
  Signature: SystemCheckSignatureSchema,
  ExpiresUtc: z.string(),
  /** The test stream's playlist, relative to the service route. */
  StreamUrl: z.string(),
});
export type SystemCheckSignatureResponse = z.infer<typeof SystemCheckSignatureResponseSchema>;

/** The files of the test stream: its playlist and its MPEG-TS segments (.m2ts, so no tool mistakes them for TypeScript). */
export const SystemCheckStreamFileSchema = z
  .string()
  .regex(/^(stream\.m3u8|segment\d{1,2}\.m2ts)$/, 'must be a file of the test stream');

export const systemCheckPaths = {
  signature: () => 'livevideo/system-check/signature',
  streamFile: (signature: string, file: string) => `livevideo/system-check/${signature}/${file}`,
} as const;

/** The expiry a signature carries, or null when it is not one. */
export function signatureExpiryMs(signature: string): number | null {
  if (!SystemCheckSignatureSchema.safeParse(signature).success) return null;
  return Number(signature.slice(0, signature.indexOf('.')));
}
