import { afterEach, describe, expect, it } from 'vitest';
import { VIEW_CODE_FILES_PER_TASK, VIEW_CODE_LIST_ID, viewCodeListText } from '@podium/domain';
import { askForListedViewCode } from './view-code.ts';

const js = Array.from({ length: 6 }, (_, i) => `/presentation/v2/assets/part${i}-x.js`);
const css = ['/presentation/v2/assets/view-y.css'];

function listOnPage(text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = VIEW_CODE_LIST_ID;
  block.textContent = text;
  document.body.append(block);
}

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    as: link.getAttribute('as'),
    crossOrigin: link.getAttribute('crossorigin'),
    href: link.getAttribute('href'),
  }));

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('askForListedViewCode', () => {
  it('asks for every listed file, a few per task, and takes the list off the page', async () => {
    listOnPage(viewCodeListText({ js, css }));
    const asking = askForListedViewCode();
    // The first task asks for the first few only.
    expect(links()).toHaveLength(VIEW_CODE_FILES_PER_TASK);
    await asking;
    expect(links()).toEqual([
      ...js.map((href) => ({ rel: 'modulepreload', as: null, crossOrigin: '', href })),
      ...css.map((href) => ({ rel: 'preload', as: 'style', crossOrigin: '', href })),
    ]);
    expect(document.getElementById(VIEW_CODE_LIST_ID)).toBeNull();
    // Asked again, there is nothing left to ask for.
    await askForListedViewCode();
    expect(links()).toHaveLength(js.length + css.length);
  });

  it('asks for nothing without a list, or with one naming anything but the build’s files', async () => {
    await askForListedViewCode();
    expect(links()).toEqual([]);
    listOnPage(JSON.stringify({ js: ['https://elsewhere.example/x.js'], css: [] }));
    await askForListedViewCode();
    expect(links()).toEqual([]);
    expect(document.getElementById(VIEW_CODE_LIST_ID)).toBeNull();
  });
});
