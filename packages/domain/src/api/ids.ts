// Ids in paths (SPEC §7 {presId} and the like), read without a schema so the first screen can
// check its route parameter before the schema chunk is there. The same bounds as IdParam.

/** The largest id the database stores (a 32-bit signed integer). */
export const MAX_STORED_ID = 2_147_483_647;

/** A path id: decimal digits only, positive and storable; null for anything else. */
export function parseIdText(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= MAX_STORED_ID ? id : null;
}
