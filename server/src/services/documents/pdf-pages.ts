import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as napi from '@napi-rs/canvas';

const require = createRequire(import.meta.url);
const pdfjsRoot = dirname(require.resolve('pdfjs-dist/package.json'));
const standardFontDataUrl = `${join(pdfjsRoot, 'standard_fonts')}/`;
/** Predefined CMaps (UniGB-UCS2-H, …): Chinese PDFs with fonts that are not embedded name their text through them. */
const cMapUrl = `${join(pdfjsRoot, 'cmaps')}/`;

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | null = null;

/** PDF.js in Node draws on @napi-rs/canvas; its geometry classes must be the canvas package's own. */
function loadPdfJs(): Promise<PdfJs> {
  const g = globalThis as Record<string, unknown>;
  g.Path2D ??= napi.Path2D;
  g.DOMMatrix ??= napi.DOMMatrix;
  g.ImageData ??= napi.ImageData;
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
}

/**
 * Renders every page of a PDF to a JPEG no wider than maxWidth (pages keep their aspect), writing
 * page-1.jpg, page-2.jpg, … into outDir; returns the files in page order.
 */
export async function renderPdfPages(pdfPath: string, outDir: string, maxWidth = 1920): Promise<string[]> {
  const { getDocument } = await loadPdfJs();
  const data = new Uint8Array(await readFile(pdfPath));
  const doc = await getDocument({
    data,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl,
    isEvalSupported: false,
  }).promise;
  try {
    const files: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: Math.min(4, maxWidth / base.width) });
      const canvas = napi.createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      const context = canvas.getContext('2d');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({
        canvasContext: context as unknown as Parameters<typeof page.render>[0]['canvasContext'],
        viewport,
      }).promise;
      const file = join(outDir, `page-${n}.jpg`);
      await writeFile(file, canvas.toBuffer('image/jpeg', 90));
      files.push(file);
      page.cleanup();
    }
    return files;
  } finally {
    await doc.destroy();
  }
}

/**
 * The text of every page of a PDF, in page order (PDF.js getTextContent). A line break next to a
 * Chinese character or mark is only layout and is dropped; between Latin words it becomes a space.
 */
export async function pdfPageTexts(pdfPath: string): Promise<string[]> {
  const { getDocument } = await loadPdfJs();
  const data = new Uint8Array(await readFile(pdfPath));
  const doc = await getDocument({
    data,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl,
    cMapUrl,
    cMapPacked: true,
    isEvalSupported: false,
  }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
      pages.push(
        text
          .replace(
            /(?<=[\p{Script=Han}\u3000-\u303f\uff00-\uffef“”‘’])[ \t]*\n\s*|[ \t]*\n\s*(?=[\p{Script=Han}\u3000-\u303f\uff00-\uffef“”‘’])/gu,
            '',
          )
          .replace(/\s+/g, ' ')
          .trim(),
      );
      page.cleanup();
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}
