import { describe, expect, it } from 'vitest';
import { readViewCodeList, viewCodeListText } from './view-code-list.ts';

const js = [
  '/presentation/v2/assets/ConferenceViews-C4m4Rwvf.js',
  '/presentation/v2/assets/a~b.js',
];
const css = ['/presentation/v2/assets/conference-BkwDwHEp.css'];

describe('viewCodeListText and readViewCodeList', () => {
  it('reads back the list it wrote', () => {
    expect(readViewCodeList(viewCodeListText({ js, css }))).toEqual({ js, css });
    expect(readViewCodeList(viewCodeListText({ js: [], css: [] }))).toEqual({ js: [], css: [] });
  });

  it('writes JSON that cannot end the script element', () => {
    const text = viewCodeListText({ js: ['/presentation/v2/assets/</script>.js'], css: [] });
    expect(text).not.toMatch(/[<>]/);
  });

  it('gives nothing for no block, text that is not JSON, or a value that is not a list', () => {
    for (const text of [null, undefined, '', '{', 'null', '7', '"x"', '[]', '{}'])
      expect(readViewCodeList(text)).toBeNull();
    expect(readViewCodeList(JSON.stringify({ js }))).toBeNull();
    expect(readViewCodeList(JSON.stringify({ css }))).toBeNull();
    expect(readViewCodeList(JSON.stringify({ js: 'x.js', css }))).toBeNull();
  });

  it("refuses any entry that is not one of the build's own scripts or stylesheets", () => {
    const refused = [
      'https://elsewhere.example/presentation/v2/assets/x.js',
      '//elsewhere.example/presentation/v2/assets/x.js',
      '/presentation/v2/assets/../../api/x.js',
      '/presentation/v2/assets/sub/x.js',
      '/presentation/v2/assets/.js',
      '/presentation/v2/x.js',
      '/presentation/v2/assets/x.css',
      '/presentation/v2/assets/x.js?y=1',
      '/presentation/v2/assets/x y.js',
      7,
      null,
    ];
    for (const entry of refused) {
      expect(readViewCodeList(JSON.stringify({ js: [js[0], entry], css }))).toBeNull();
    }
    expect(
      readViewCodeList(JSON.stringify({ js, css: ['/presentation/v2/assets/x.js'] })),
    ).toBeNull();
    expect(
      readViewCodeList(JSON.stringify({ js, css: ['/presentation/v2/assets/.css'] })),
    ).toBeNull();
  });
});
