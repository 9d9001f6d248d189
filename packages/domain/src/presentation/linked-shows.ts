// Linked shows (SPEC §2 /linkedshow/, §7 linked presentations, §9 show link types). A show lists
// the shows linked to it; the link type says what the link means to the viewer:
// - CustomAgenda: the shows are parts of one agenda, listed together and moved between;
// - DualLanguage: the same show in another language, so switching to it switches the viewer's
//   language with the content.
// Access: an entry code admits to its show and to the shows linked to that show (its linked set,
// one link deep), so the code the user entered with opens every part and every language version
// they are offered, and nothing further.
import { ShowLinkType, type Language } from '../constants.ts';

export interface LinkedShow {
  readonly PresentationId: number;
  readonly TitleBarWeb: string;
  readonly ShowLinkType: ShowLinkType;
  /** The linked show's language (SPEC §9 languages). */
  readonly Language: Language;
}

export interface AgendaPart {
  readonly PresentationId: number;
  readonly TitleBarWeb: string;
  /** The part being watched. */
  readonly current: boolean;
}

export interface CustomAgenda {
  readonly parts: readonly AgendaPart[];
  /** Index of the current part in `parts`. */
  readonly index: number;
  readonly previous: AgendaPart | null;
  readonly next: AgendaPart | null;
}

/**
 * The shows an entry code for `codePresId` admits to: the show itself, then the shows linked to
 * it, each once.
 */
export function linkedSet(codePresId: number, links: readonly { presId: number }[]): number[] {
  return [...new Set([codePresId, ...links.map((link) => link.presId)])];
}

/** Whether a code entered for `codePresId` (whose links are `links`) admits to `presId`. */
export function codeAdmitsTo(
  codePresId: number,
  presId: number,
  links: readonly { presId: number }[],
): boolean {
  return linkedSet(codePresId, links).includes(presId);
}

/**
 * The custom agenda the show `self` is a part of: itself and its CustomAgenda links, in
 * presentation id order so that every part lists the agenda the same way (SPEC is silent on the
 * order; ids are the one order all parts share). Null when the show has no CustomAgenda link.
 */
export function customAgenda(
  self: { readonly PresentationId: number; readonly TitleBarWeb: string },
  links: readonly LinkedShow[],
): CustomAgenda | null {
  const others = links.filter(
    (link) =>
      link.ShowLinkType === ShowLinkType.CustomAgenda &&
      link.PresentationId !== self.PresentationId,
  );
  if (others.length === 0) return null;
  const parts = [self, ...others]
    .map((show) => ({
      PresentationId: show.PresentationId,
      TitleBarWeb: show.TitleBarWeb,
      current: show.PresentationId === self.PresentationId,
    }))
    .sort((a, b) => a.PresentationId - b.PresentationId);
  const index = parts.findIndex((part) => part.current);
  return { parts, index, previous: parts[index - 1] ?? null, next: parts[index + 1] ?? null };
}

/** The show in other languages: its DualLanguage links. */
export function languageVersions(links: readonly LinkedShow[]): LinkedShow[] {
  return links.filter((link) => link.ShowLinkType === ShowLinkType.DualLanguage);
}
