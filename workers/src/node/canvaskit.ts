/**
 * CanvasKit and the bundled CJK font in Node, for the server's renders and CI's goldens. The full
 * build is used because only it can encode JPEG (thumbnails); both wasm and fonts come from
 * node_modules, never from a CDN.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import CanvasKitInit, { type CanvasKit } from 'canvaskit-wasm/full';
import { FALLBACK_FONT_FAMILY } from '../core/compose/constants';
import { createFontSet, type FontSet } from '../core/compose/text';

const require = createRequire(import.meta.url);

let ckPromise: Promise<CanvasKit> | undefined;

/** One CanvasKit per process: the wasm instance is ~30 MB and stateless between frames. */
export function loadCanvasKit(): Promise<CanvasKit> {
  ckPromise ??= CanvasKitInit({ locateFile: (file: string) => require.resolve(`canvaskit-wasm/bin/full/${file}`) });
  return ckPromise;
}

/** Paths of the regular and bold Noto Sans SC faces (full TTFs, every CJK glyph). */
export function notoSansScPaths(): { regular: string; bold: string } {
  const pkg = path.dirname(require.resolve('@expo-google-fonts/noto-sans-sc/package.json'));
  return {
    regular: path.join(pkg, '400Regular', 'NotoSansSC_400Regular.ttf'),
    bold: path.join(pkg, '700Bold', 'NotoSansSC_700Bold.ttf'),
  };
}

const fontSets = new WeakMap<CanvasKit, Promise<FontSet>>();

export function loadFonts(ck: CanvasKit): Promise<FontSet> {
  let p = fontSets.get(ck);
  if (!p) {
    const { regular, bold } = notoSansScPaths();
    p = Promise.all([readFile(regular), readFile(bold)]).then(([r, b]) =>
      createFontSet(ck, [
        { family: FALLBACK_FONT_FAMILY, bytes: r },
        { family: FALLBACK_FONT_FAMILY, bytes: b },
      ]),
    );
    fontSets.set(ck, p);
  }
  return p;
}
