import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Icons come from @tabler/icons-react, never from characters: emoji and symbol glyphs (👁 🔒 ⧉ ↑)
 * render as empty boxes where the system has no such font (Chromium on a server, many kiosks).
 * Comments may still use arrows; strings and JSX may not.
 */
const GLYPH =
  /\p{Extended_Pictographic}|[\u2190-\u21FF\u2300-\u23FF\u25A0-\u25FF\u2600-\u27BF\u2900-\u297F\u29C0-\u29FF\u2B00-\u2BFF\u{1F000}-\u{1FFFF}]/u;

const root = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The code of a file with its comments blanked (line and block), strings kept. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\/|(^|[^:'"`\\])\/\/.*$/gm, (match, lead: string | undefined) =>
    lead === undefined ? match.replace(/[^\n]/g, ' ') : lead,
  );
}

describe('icons', () => {
  it('no source file of the client draws an icon with an emoji or symbol character', () => {
    const found: string[] = [];
    for (const file of sourceFiles(root)) {
      withoutComments(readFileSync(file, 'utf8'))
        .split('\n')
        .forEach((line, i) => {
          const glyph = GLYPH.exec(line);
          if (glyph) found.push(`${relative(root, file)}:${i + 1} ${glyph[0]}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('the check itself catches the glyphs that once rendered as boxes', () => {
    for (const glyph of ['👁', '🔒', '⧉', '↑', '✓', '🔇', '→']) expect(GLYPH.test(`<b>${glyph}</b>`)).toBe(true);
    expect(GLYPH.test('<b>上移图层 · 复制《标题》—— 100%</b>')).toBe(false);
    expect(withoutComments('const a = 1; // ↑ moves up\n/* → */ const b = "x";')).not.toMatch(GLYPH);
  });
});
