// SPEC §3 codes the viewer acts on. Kept apart from the entity schemas (entities.ts re-exports
// them) so code that only compares codes does not bring zod along.

/**
 * SPEC §3 DocumentExtType: pdf 1, word 2, excel 3, powerpoint 4, link 5. SPEC §7 also has video
 * documents (resolved with getVideoUrl=true) but gives their type no number: Podium's is 6.
 */
export const DocumentExtType = {
  Pdf: 1,
  Word: 2,
  Excel: 3,
  PowerPoint: 4,
  Link: 5,
  Video: 6,
} as const;
export type DocumentExtType = (typeof DocumentExtType)[keyof typeof DocumentExtType];

/** SPEC §3 Media action types. */
export const MediaActionType = {
  None: 0,
  SwitchToRegularMediaPlayer: 1,
  SwitchToLargeMediaPlayer: 2,
} as const;

/** SPEC §3 Branding: underwriter logos (issuer-type filtered out by the server). */
export const LogoType = { Issuer: 'Issuer', Underwriter: 'Underwriter' } as const;
