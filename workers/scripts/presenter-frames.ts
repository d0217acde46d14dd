/**
 * `npm run presenters -w workers`: renders a talking sequence of every seeded character through the
 * render core (the same path as a video's frames) and writes 6 frames per character, plus one
 * contact sheet of all of them, into e2e/screenshots/presenters/. The sequence greets, lists,
 * asks and stresses, so the frames show varied mouth shapes and several gestures.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHARACTER_LOOKS } from '../src/core/avatar/characters';
import { bodyArtKey } from '../src/core/avatar/arms';
import { trackFromPhonemes } from '../src/core/avatar/visemes';
import { FIXTURES_DIR } from '../src/node/golden';
import { createNodeRenderer } from '../src/node/render';

const OUT = path.resolve(import.meta.dirname, '../../e2e/screenshots/presenters');
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
// The picture is only the figure's placeholder (the render core draws the vector figure): any PNG.
const root = mkdtempSync(path.join(tmpdir(), 'presenters-'));
const ids = Object.keys(CHARACTER_LOOKS).filter((id) => !only || id.includes(only));
for (const id of ids)
  for (const pose of ['standing', 'presenting'] as const) {
    const key = bodyArtKey(id, pose);
    mkdirSync(path.dirname(path.join(root, key)), { recursive: true });
    copyFileSync(path.join(FIXTURES_DIR, bodyArtKey('vh-studio-xiaoya', 'standing')), path.join(root, key));
  }
const r = await createNodeRenderer({ storageRoot: root });
// Four sentences: a greeting (welcome), a list (count), a question (think), a statement (open palm).
const sentences = [
  { ms: 0, text: '大家好，欢迎来到我们的频道。' },
  { ms: 2600, text: '我们提供理财、保险、贷款三项服务。' },
  { ms: 5200, text: '您是否想过怎样规划未来呢？' },
  { ms: 7800, text: '{手势:指向}详细内容请看右边的介绍。' },
];
const phonemes = ['m', 'a1', 's', 'i4', 'o3', 'u2', 'e4', 'f', 'n', 'k'];
const track = trackFromPhonemes(
  Array.from({ length: 90 }, (_, i) => ({ ms: 150 + i * 115, durationMs: 100, phoneme: phonemes[(i * 7) % 10]! })),
);
const timings = [
  {
    durationMs: 10400,
    visemes: track.map(({ ms, v }) => [ms, v] as const),
    sentenceStarts: sentences.map((s) => s.ms),
    cues: sentences.map((s, i) => ({ startMs: s.ms, endMs: sentences[i + 1]?.ms ?? 10400, text: s.text })),
  },
];
const TIMES = [900, 1500, 3500, 6100, 8300, 9300];
mkdirSync(OUT, { recursive: true });
const started = Date.now();
const sheet = r.ck.MakeSurface(6 * 270, ids.length * 300)!;
const sheetPaint = new r.ck.Paint();
sheet.getCanvas().clear(r.ck.parseColorString('#ffffff'));
for (const [row, id] of ids.entries()) {
  const pose = row % 3 === 2 ? 'presenting' : 'standing';
  const project = {
    templateName: 'web16:9',
    videoSize: { width: 960, height: 540 },
    scenes: [
      {
        durationMilliseconds: 10400,
        backgroundColor: '#e9eef6',
        virtualHuman: {
          nodeType: 'human',
          mediaUrl: bodyArtKey(id, pose),
          personaBizId: id,
          X: 330,
          Y: 10,
          Width: 300,
          Height: 533,
          lockingWH: true,
        },
      },
    ],
  };
  for (const [col, t] of TIMES.entries()) {
    const frame = await r.renderFrame(project, 0, t, { width: 960, height: 540 }, timings);
    const name = `${id.replace('vh-studio-', '')}-${col + 1}-${t}ms.png`;
    writeFileSync(path.join(OUT, name), frame.bytes);
    const img = r.ck.MakeImageFromEncoded(frame.bytes)!;
    sheet
      .getCanvas()
      .drawImageRect(img, r.ck.XYWHRect(300, 0, 360, 400), r.ck.XYWHRect(col * 270, row * 300, 243, 270), sheetPaint);
    img.delete();
  }
}
const snap = sheet.makeImageSnapshot();
writeFileSync(path.join(OUT, 'contact-sheet.png'), snap.encodeToBytes(r.ck.ImageFormat.PNG, 100)!);
snap.delete();
sheet.delete();
sheetPaint.delete();
r.dispose();
rmSync(root, { recursive: true, force: true });
console.log(`${ids.length} characters × ${TIMES.length} frames in ${Date.now() - started} ms → ${OUT}`);
