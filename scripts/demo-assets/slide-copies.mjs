// Writes the WebP copies of the demo slides sized for the screen (slide-01.w480.webp, … beside
// each slide image and thumbnail listed in the slides.json of 1001's deck and of the recorded
// roadshow's deck), with the same code the PDF deck
// pipeline uses. generate.mjs runs it last; run it alone after changing the copy widths:
//   node --import tsx scripts/demo-assets/slide-copies.mjs
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSlideVariants } from '../../apps/server/src/modules/slides/slide-variants.ts';

const OUT = resolve(
  fileURLToPath(new URL('.', import.meta.url)),
  '../../apps/server/src/demo/assets',
);

/** The demo decks: 1001's (also shown by 1007) and the recorded roadshow's (1002, 1003). */
const DECKS = ['1001', 'recorded-roadshow'];

export async function writeDemoSlideCopies() {
  for (const deck of DECKS) {
    const dir = join(OUT, deck);
    const manifest = JSON.parse(await readFile(join(dir, 'slides.json'), 'utf8'));
    for (const slide of manifest) {
      const { files } = await writeSlideVariants(join(dir, slide.file), join(dir, slide.thumb));
      console.log(`${deck}/${slide.file}: ${files.map((f) => `${f.kind} ${f.width}`).join(', ')}`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await writeDemoSlideCopies();
