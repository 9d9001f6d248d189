// Link codes are stored upper-case and matched without regard to case, like entry codes.
import type { RetailShowRow } from './retail.repository.ts';

export function normalizeLinkCode(code: string): string {
  return code.toUpperCase();
}

/** Whether `code` is the link code of `show` (false when there is no retail show). */
export function sameLinkCode(show: RetailShowRow | null, code: string): boolean {
  return show !== null && show.linkCode === normalizeLinkCode(code);
}
