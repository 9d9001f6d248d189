// Link codes are stored upper-case and matched without regard to case, like entry codes. A
// retail show's link code opens that show and the shows linked to it (SPEC §7 linked shows by
// link code; domain codeAdmitsTo), so a visitor who followed one link moves between the parts
// and languages of the offering with it.
import { codeAdmitsTo } from '@podium/domain';
import type { RetailRepository, RetailShowRow } from './retail.repository.ts';

export function normalizeLinkCode(code: string): string {
  return code.toUpperCase();
}

/** Whether `code` is the link code of `show` (false when there is no retail show). */
export function sameLinkCode(show: RetailShowRow | null, code: string): boolean {
  return show !== null && show.linkCode === normalizeLinkCode(code);
}

export interface LinkCodeLookup {
  readonly retail: Pick<RetailRepository, 'findShowByLinkCode'>;
  /** The shows a presentation links to (SPEC §9 show links). */
  readonly listLinked: (presId: number) => Promise<readonly { presId: number }[]>;
}

/**
 * Whether `code` opens the retail show `show` (presId): it is the show's own link code, or the
 * code of a retail show that links to presId. False when presId is not a retail show.
 */
export async function linkCodeAdmits(
  { retail, listLinked }: LinkCodeLookup,
  presId: number,
  show: RetailShowRow | null,
  code: string,
): Promise<boolean> {
  if (show === null) return false;
  if (sameLinkCode(show, code)) return true;
  const codeShow = await retail.findShowByLinkCode(normalizeLinkCode(code));
  if (codeShow === null) return false;
  return codeAdmitsTo(codeShow.presId, presId, await listLinked(codeShow.presId));
}
