/**
 * A minimal PDF 1.4 writer for the demo's service reports: one A4 page of text lines in Helvetica (one of
 * the standard fonts every reader has, so nothing is embedded). Text is Latin-1 printable; anything else
 * becomes '?'. The cross-reference table carries the exact byte offset of every object.
 */

export interface PdfLine {
  text: string;
  /** Font size in points (default 11). */
  size?: number;
}

const A4 = { width: 595, height: 842 } as const;
const MARGIN = 56;

/** Text as a PDF literal string: printable Latin-1, with '\', '(' and ')' escaped. */
function literal(text: string): string {
  const safe = [...text].map((c) => (/[\x20-\x7e\xa0-\xff]/.test(c) ? c : '?')).join('');
  return `(${safe.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** A PDF file with the lines top to bottom, and `title` in its document information. */
export function writePdf(title: string, lines: readonly PdfLine[]): Buffer {
  let y = A4.height - MARGIN;
  const ops: string[] = ['BT'];
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= Math.round(size * 1.5);
    ops.push(`/F1 ${size} Tf`, `1 0 0 1 ${MARGIN} ${y} Tm`, `${literal(line.text)} Tj`);
  }
  ops.push('ET');
  const stream = ops.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] ` +
      '/Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${literal(title)} /Producer (AirSight) >>`,
  ];
  // The binary comment line tells transfer programs that the file is not plain text.
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n` +
    `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
