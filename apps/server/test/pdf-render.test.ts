// Rendering a deck loads pdfjs-dist, whose legacy build brings polyfills that replace built-ins
// Node already has with slower copies for the whole process; the originals are put back, so
// every API answer (JSON.stringify) and request (Array.prototype.push) keeps Node's own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderSlideDeck } from '../src/modules/manage/pdf-render.ts';
import { makePdf } from './helpers/pdf.ts';

describe('rendering a slide deck', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'podium-pdf-render-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it("leaves Node's JSON, Array.prototype.push and Function.prototype.toString in place", async () => {
    const before = {
      parse: JSON.parse,
      stringify: JSON.stringify,
      push: Array.prototype.push,
      toString: Function.prototype.toString,
    };
    const pages = await renderSlideDeck(makePdf(2, 'Harbor'), outDir);
    expect(pages).toHaveLength(2);
    expect({
      parse: JSON.parse,
      stringify: JSON.stringify,
      push: Array.prototype.push,
      toString: Function.prototype.toString,
    }).toEqual(before);
  });
});
