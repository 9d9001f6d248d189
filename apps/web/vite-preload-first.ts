// Lists, as a modulepreload in each page, the chunks its first script imports with import() for
// the first render. The viewer's first script imports React's DOM renderer that way so that the
// renderer's evaluation is a task of its own after the app's, instead of one long task of both
// (ARCHITECTURE §7 first load); listed in the page, its file still downloads beside the first
// script rather than after it runs.
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

/** The modules whose chunks every page preloads, by their paths. */
export const FIRST_RENDER_MODULES: readonly RegExp[] = [
  /[\\/]node_modules[\\/]react-dom[\\/]client\.js$/,
];

/** A modulepreload tag for each chunk of `bundle` holding one of `modules`, unless `html` has it. */
export function firstRenderPreloads(
  bundle: Rollup.OutputBundle,
  base: string,
  html: string,
  modules: readonly RegExp[] = FIRST_RENDER_MODULES,
): HtmlTagDescriptor[] {
  return Object.values(bundle)
    .filter(
      (output): output is Rollup.OutputChunk =>
        output.type === 'chunk' &&
        output.moduleIds.some((id) => modules.some((module) => module.test(id))),
    )
    .map((chunk) => `${base}${chunk.fileName}`)
    .filter((href) => !html.includes(`"${href}"`))
    .map((href) => ({
      tag: 'link',
      attrs: { rel: 'modulepreload', crossorigin: true, href },
      injectTo: 'head',
    }));
}

export function preloadFirstRender(): Plugin {
  let base = '/';
  return {
    name: 'podium-preload-first-render',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return context.bundle ? firstRenderPreloads(context.bundle, base, html) : [];
      },
    },
  };
}
