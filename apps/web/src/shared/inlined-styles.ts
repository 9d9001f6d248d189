// The page's first stylesheets come in its HTML as `<style data-href>` elements (the build's
// vite-inline-styles.ts). Vite's loader of lazy chunks adds a chunk's stylesheet unless a
// `link[rel=stylesheet]` with the same href is already on the page, so a lazy chunk that shares
// an inlined sheet would add it a second time, further down the cascade. This leaves a disabled
// link to each inlined sheet before any lazy chunk is asked for. A disabled link made by a script
// is never fetched; one written in the HTML is, by the browser's preload scanner.

/** Adds a disabled stylesheet link after each inlined sheet of `doc` that has none yet. */
export function markInlinedStyles(doc: Document): void {
  const linked = new Set(
    [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
  );
  for (const style of doc.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const href = style.dataset.href;
    if (!href) continue;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    // Disabled before it has an href, so it is never fetched.
    link.setAttribute('disabled', '');
    link.href = href;
    if (!linked.has(link.href)) style.after(link);
  }
}

markInlinedStyles(document);
