import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ffmpeg } from '../../src/services/media/ffmpeg';

/** A PNG by its header (the bytes after it are not an image: enough for the upload checks). */
export const PNG_HEADED = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);
/** A Windows executable's header, to be renamed to .png. */
export const EXE_HEADED = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);

/** A 2 s 320×240 QuickTime clip with sound, made by the same ffmpeg the server uses. */
export async function makeTestClip(dir: string): Promise<Buffer> {
  const path = join(dir, 'clip.mov');
  await ffmpeg([
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=2:size=320x240:rate=25',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=2',
    '-c:v',
    'mpeg4',
    '-c:a',
    'aac',
    '-shortest',
    '-f',
    'mov',
    path,
  ]);
  return readFile(path);
}

/**
 * A PDF whose pages carry the given text (any Unicode, Chinese included), laid out 30 characters a
 * line. The font is not embedded: each character is a glyph code mapped back to its text through a
 * ToUnicode CMap, which is all a text extractor reads.
 */
export function makeTextPdf(pages: readonly string[]): Buffer {
  const chars = [...new Set(pages.flatMap((p) => [...p]))];
  const code = new Map(chars.map((c, i) => [c, (i + 1).toString(16).padStart(4, '0')]));
  const utf16 = (c: string) => Buffer.from(c, 'utf16le').swap16().toString('hex');
  const cmap = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def /CMapName /Test-UCS def /CMapType 2 def',
    '1 begincodespacerange <0000> <FFFF> endcodespacerange',
    ...chunks(chars, 100).flatMap((group) => [
      `${group.length} beginbfchar`,
      ...group.map((c) => `<${code.get(c)}> <${utf16(c)}>`),
      'endbfchar',
    ]),
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
  const objects: string[] = [];
  // Object 1 is the catalog (placed first at the end): the n-th object added is number n + 1.
  const add = (body: string) => objects.push(body) + 1;
  const stream = (text: string) => `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`;
  const toUnicode = add(stream(cmap));
  const descriptor = add(
    '<< /Type /FontDescriptor /FontName /TestFont /Flags 4 /FontBBox [0 -200 1000 900] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 700 /StemV 80 >>',
  );
  const cidFont = add(
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /TestFont /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${descriptor} 0 R /DW 1000 /CIDToGIDMap /Identity >>`,
  );
  const font = add(
    `<< /Type /Font /Subtype /Type0 /BaseFont /TestFont /Encoding /Identity-H /DescendantFonts [${cidFont} 0 R] /ToUnicode ${toUnicode} 0 R >>`,
  );
  const pagesId = objects.length + 2 + pages.length * 2;
  const pageIds = pages.map((text) => {
    const lines = chunks([...text], 30).map((line) => `<${line.map((c) => code.get(c)).join('')}> Tj 0 -16 Td`);
    const content = add(stream(`BT /F1 12 Tf 40 800 Td ${lines.join('\n')} ET`));
    return add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`,
    );
  });
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`);
  const all = [`<< /Type /Catalog /Pages ${pagesId} 0 R >>`, ...objects];
  let out = '%PDF-1.7\n';
  const offsets: number[] = [];
  all.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${all.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${all.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < list.length; at += size) out.push(list.slice(at, at + size));
  return out;
}
