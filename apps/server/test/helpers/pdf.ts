// PDFs made on the fly, so tests need no binary fixtures: small decks with a line of text a page,
// dense decks slow to draw, and large files that only look like a PDF at their ends.

/**
 * A valid PDF with `pages` pages; page N shows and holds the text `${label} N`, and below it
 * `lines[N - 1]` when given (plain ASCII without parentheses or backslashes).
 */
export function makePdf(pages: number, label = 'Page', lines: readonly string[] = []): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>'];
  const kids: string[] = [];
  const pageObjects: string[] = [];
  for (let i = 0; i < pages; i += 1) {
    const pageRef = 4 + i * 2;
    kids.push(`${pageRef} 0 R`);
    const line = lines[i];
    const stream =
      `BT /F1 40 Tf 60 300 Td (${label} ${i + 1}) Tj ET` +
      (line === undefined ? '' : `\nBT /F1 18 Tf 60 200 Td (${line}) Tj ET`);
    pageObjects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 640 480] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageRef + 1} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  }
  objects.push(`<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  objects.push(...pageObjects);
  return pdfOf(objects);
}

/** A PDF file's shape around the given objects (1 is the catalog), with its xref and trailer. */
function pdfOf(objects: readonly string[]): Buffer {
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * A valid PDF whose `pages` pages each draw `shapes` small filled squares: slow to draw (about
 * 2 s a page for 20,000 shapes on two shared cores), though small.
 */
export function makeDensePdf(pages: number, shapes: number): Buffer {
  let stream = '';
  for (let k = 0; k < shapes; k += 1)
    stream += `${(k * 7) % 600} ${(k * 13) % 440} 3 3 re ${(k % 10) / 10} g f\n`;
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>'];
  const kids = Array.from({ length: pages }, (_, i) => `${3 + i * 2} 0 R`);
  objects.push(`<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages} >>`);
  for (let i = 0; i < pages; i += 1)
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 640 480] /Contents ${4 + i * 2} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  return pdfOf(objects);
}

/** `bytes` bytes that begin with %PDF- and end with %%EOF, with nothing a PDF holds between. */
export function makePdfLookalike(bytes: number): Buffer {
  const file = Buffer.alloc(bytes, 0x20);
  file.write('%PDF-1.4\n', 0, 'latin1');
  file.write('\n%%EOF\n', bytes - 7, 'latin1');
  return file;
}
