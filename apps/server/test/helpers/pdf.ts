// Tiny PDFs made on the fly (one line of text per page), so tests need no binary fixtures.

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
