// Support contact (SPEC §2 "tech support contact"): every kind offers the event's contact and the
// technical support desk, with e-mail addresses and phone numbers as mailto: and tel: links.

/**
 * The technical support desk every viewer is pointed to (SPEC names the link, not its values):
 * the server's configuration gives it, and the presentation carries it (Presentation.TechSupport).
 */
export interface TechSupport {
  readonly Phone: string | null;
  readonly Email: string | null;
}

export type ContactPart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'email' | 'phone'; readonly text: string; readonly href: string };

const EMAIL = /[^\s@:;,<>()]+@[^\s@:;,<>()]+\.[A-Za-z]{2,}/;
/** A phone number: an optional +, then digits with spaces, dots, dashes or brackets (7+ digits). */
const PHONE = /\+?\(?\d[\d\s().-]{5,}\d/;

/** A configured support e-mail address: one address, nothing around it. */
export function isSupportEmail(value: string): boolean {
  const match = EMAIL.exec(value);
  return match !== null && match[0] === value.trim();
}

/** A configured support phone number: one number of at least 7 digits, nothing around it. */
export function isSupportPhone(value: string): boolean {
  const match = PHONE.exec(value);
  return match !== null && match[0] === value.trim() && match[0].replace(/\D/g, '').length >= 7;
}

/** The tel: address of a written phone number (its digits, with a leading + kept). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d]/g, '');
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** Splits free contact text into plain text, e-mail addresses and phone numbers, in order. */
export function contactParts(contact: string): ContactPart[] {
  const parts: ContactPart[] = [];
  let rest = contact;
  while (rest.length > 0) {
    const email = EMAIL.exec(rest);
    const phone = PHONE.exec(rest);
    const phoneDigits = phone === null ? 0 : phone[0].replace(/\D/g, '').length;
    const usablePhone = phone !== null && phoneDigits >= 7 ? phone : null;
    const next =
      email !== null && (usablePhone === null || email.index <= usablePhone.index)
        ? { match: email, kind: 'email' as const }
        : usablePhone !== null
          ? { match: usablePhone, kind: 'phone' as const }
          : null;
    if (next === null) {
      parts.push({ kind: 'text', text: rest });
      break;
    }
    if (next.match.index > 0) parts.push({ kind: 'text', text: rest.slice(0, next.match.index) });
    const text = next.match[0];
    parts.push({
      kind: next.kind,
      text,
      href: next.kind === 'email' ? `mailto:${text}` : telHref(text),
    });
    rest = rest.slice(next.match.index + text.length);
  }
  return parts;
}
