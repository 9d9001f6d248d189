// The code of a view too heavy to fetch beside the first slide: the viewer's HTML lists its files
// (domain view-code-list.ts) and the script asks for them here, VIEW_CODE_FILES_PER_TASK per
// task, so the requests start early without one long task of link insertions. Vite's loader then
// finds the scripts on the page and asks for none of them again.
import { readViewCodeList, VIEW_CODE_FILES_PER_TASK, VIEW_CODE_LIST_ID } from '@podium/domain';
import { nextTask } from '../../shared/next-task.ts';

function preloadLink(doc: Document, href: string, stylesheet: boolean): HTMLLinkElement {
  const link = doc.createElement('link');
  if (stylesheet) {
    link.rel = 'preload';
    link.setAttribute('as', 'style');
  } else {
    link.rel = 'modulepreload';
  }
  // The credentials mode of the module loader and of Vite's stylesheet links.
  link.crossOrigin = '';
  link.href = href;
  return link;
}

/**
 * Asks for every file the page lists, a few per task; settles once all are asked for (at once
 * when the page lists none). The list is taken out of the page, so it is asked for once.
 */
export async function askForListedViewCode(doc: Document = document): Promise<void> {
  const block = doc.getElementById(VIEW_CODE_LIST_ID);
  const list = readViewCodeList(block?.textContent);
  block?.remove();
  if (!list) return;
  const files = [
    ...list.js.map((href) => ({ href, stylesheet: false })),
    ...list.css.map((href) => ({ href, stylesheet: true })),
  ];
  for (let at = 0; at < files.length; at += VIEW_CODE_FILES_PER_TASK) {
    if (at > 0) await nextTask();
    for (const { href, stylesheet } of files.slice(at, at + VIEW_CODE_FILES_PER_TASK))
      doc.head.appendChild(preloadLink(doc, href, stylesheet));
  }
}
