// SPEC §6/§8 cut-off reasons as plain values, apart from their schema (cutoff-reason.ts), so the
// viewer's first script can read a reason back without bringing zod along.

/**
 * The SPEC §8 text the viewer reads: the access-revoked text, or the public-portion-ended
 * message for a public participant once the public portion ended.
 */
export const CUT_OFF_REASONS = ['accessRevoked', 'publicEnded'] as const;
export type CutOffReason = (typeof CUT_OFF_REASONS)[number];

/** For values read back from places that outlive the code that wrote them (history state). */
export function isCutOffReason(value: unknown): value is CutOffReason {
  return (CUT_OFF_REASONS as readonly unknown[]).includes(value);
}
