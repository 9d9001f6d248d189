// Puts each page's first stylesheets into the page itself. A phone on a mobile network would
// otherwise wait one more round trip for them before it paints anything (ARCHITECTURE §7 first
// load): with the styles in the HTML, the first paint needs the HTML alone.
//
// Each inlined sheet keeps its href as `data-href`. The page's first script leaves a disabled link
// to it (src/shared/inlined-styles.ts), which tells the loader of lazy chunks that the sheet is on
// the page. The HTML holds no such link: the browser's preload scanner fetches a disabled
// stylesheet link written in the HTML.
import type { Plugin, Rollup } from 'vite';

/** A stylesheet link as Vite writes it into a page (attribute values in double quotes). */
const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;

/** The CSS a page links to, by its href; null when the href is not a CSS file of the build. */
export type CssSource = (href: string) => string | null;

/**
 * `html` with every stylesheet link whose CSS `cssOf` knows replaced by a `<style>` of that CSS
 * naming its href. Links it does not know stay as they are.
 */
export function inlineStylesheets(html: string, cssOf: CssSource): string {
  return html.replace(STYLESHEET_LINK, (link) => {
    const href = HREF.exec(link)?.[1];
    const css = href === undefined ? null : cssOf(href);
    if (href === undefined || css === null) return link;
    // `</style` inside the CSS would end the element early; no stylesheet of ours has it.
    if (/<\/style/i.test(css)) return link;
    return `<style data-href="${href}">${css.trim()}</style>`;
  });
}

/** The CSS asset of `bundle` that `href` names under `base` (the build's public path). */
export function cssOfBundle(bundle: Rollup.OutputBundle, base: string): CssSource {
  return (href) => {
    if (!href.startsWith(base) || !href.endsWith('.css')) return null;
    const asset = bundle[href.slice(base.length)];
    if (asset?.type !== 'asset') return null;
    return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
  };
}

export function inlineEntryStyles(): Plugin {
  let base = '/';
  return {
    name: 'podium-inline-entry-styles',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const { bundle } = context;
        return bundle ? inlineStylesheets(html, cssOfBundle(bundle, base)) : html;
      },
    },
  };
}
