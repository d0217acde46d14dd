/**
 * Golden snapshots: render every fixture under workers/fixtures with the Node port and compare
 * with the committed PNGs under workers/goldens (per-pixel tolerance plus a changed-pixel
 * budget). Shared by `npm run golden` (scripts/golden.ts) and the vitest golden test.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { CanvasKit } from 'canvaskit-wasm';
import type { SceneTiming } from '../core/compose/plan';
import { createNodeRenderer, type NodeRenderer } from './render';

export const WORKERS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FIXTURES_DIR = path.join(WORKERS_DIR, 'fixtures');
export const GOLDENS_DIR = path.join(WORKERS_DIR, 'goldens');
/** Diff images of failures; gitignored. */
export const DIFF_DIR = path.join(GOLDENS_DIR, '.diff');

/** pixelmatch's YIQ threshold (0..1) and the share of pixels allowed to differ beyond it. */
export const PIXEL_THRESHOLD = 0.1;
export const CHANGED_BUDGET = 0.002;

/** One golden case: a project, the scene to draw and the scene times (ms) to draw it at. */
export interface Fixture {
  name: string;
  description: string;
  project: Record<string, unknown>;
  /** The speech timing of each scene (lip-sync, cues), as the render passes it beside the project. */
  timings?: SceneTiming[];
  scene: number;
  /** Empty for a thumbnail at its default moment. */
  times: number[];
  /** Output size as a fraction of the project size (goldens stay small). */
  scale: number;
  output?: 'png' | 'thumbnail';
}

export interface GoldenResult {
  file: string;
  status: 'pass' | 'fail' | 'new' | 'updated' | 'unchanged';
  changedPixels: number;
  totalPixels: number;
  failures: string[];
  diffFile?: string;
}

export function loadFixtures(): Fixture[] {
  return readdirSync(FIXTURES_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(FIXTURES_DIR, f), 'utf8')) as Fixture);
}

/** RGBA pixels of encoded bytes, decoded by CanvasKit (so JPEG thumbnails compare too). */
export function decodePixels(ck: CanvasKit, bytes: Uint8Array): PNG {
  const img = ck.MakeImageFromEncoded(bytes);
  if (!img) throw new Error('cannot decode rendered frame');
  const w = img.width(),
    h = img.height();
  const px = img.readPixels(0, 0, {
    width: w,
    height: h,
    colorType: ck.ColorType.RGBA_8888,
    alphaType: ck.AlphaType.Unpremul,
    colorSpace: ck.ColorSpace.SRGB,
  });
  img.delete();
  if (!px) throw new Error('cannot read pixels');
  const png = new PNG({ width: w, height: h });
  png.data = Buffer.from(px.buffer, px.byteOffset, px.byteLength);
  return png;
}

async function renderCase(
  r: NodeRenderer,
  f: Fixture,
  t: number | undefined,
): Promise<{ png: PNG; failures: string[] }> {
  const plan = r.plans(f.project, f.timings)[f.scene];
  if (!plan) throw new Error(`${f.name}: no scene ${f.scene}`);
  const out =
    f.output === 'thumbnail'
      ? await r.renderThumbnail(f.project, f.scene, t, f.timings)
      : await r.renderFrame(
          f.project,
          f.scene,
          t ?? 0,
          { width: Math.round(plan.size.width * f.scale), height: Math.round(plan.size.height * f.scale) },
          f.timings,
        );
  return { png: decodePixels(r.ck, out.bytes), failures: out.failures.map((x) => `${x.layerId} ${x.url}: ${x.error}`) };
}

export async function runGoldens(opts: { update?: boolean; only?: string } = {}): Promise<GoldenResult[]> {
  const r = await createNodeRenderer({ storageRoot: FIXTURES_DIR });
  const results: GoldenResult[] = [];
  try {
    for (const f of loadFixtures()) {
      if (opts.only && !f.name.includes(opts.only)) continue;
      const times: (number | undefined)[] = f.times.length > 0 ? f.times : [undefined];
      for (const t of times) {
        const file = `${f.name}@${t ?? 'default'}.png`;
        const { png, failures } = await renderCase(r, f, t);
        results.push(compare(file, png, failures, opts.update === true));
      }
    }
  } finally {
    r.dispose();
  }
  return results;
}

/** Pixels differing beyond the golden threshold (the e2e preview-equals-render check uses it too). */
export function changedPixels(expected: PNG, actual: PNG): number {
  if (expected.width !== actual.width || expected.height !== actual.height) return actual.width * actual.height;
  return pixelmatch(expected.data, actual.data, undefined, actual.width, actual.height, { threshold: PIXEL_THRESHOLD });
}

function compare(file: string, actual: PNG, failures: string[], update: boolean): GoldenResult {
  const goldenPath = path.join(GOLDENS_DIR, file);
  const total = actual.width * actual.height;
  const base = { file, totalPixels: total, failures };
  if (!existsSync(goldenPath)) {
    if (!update)
      return { ...base, status: 'fail', changedPixels: total, failures: [...failures, 'no golden: run with --update'] };
    writePng(goldenPath, actual);
    return { ...base, status: 'new', changedPixels: total };
  }
  const expected = PNG.sync.read(readFileSync(goldenPath));
  const sizeDiffers = expected.width !== actual.width || expected.height !== actual.height;
  const diff = new PNG({ width: actual.width, height: actual.height });
  const changed = sizeDiffers
    ? total
    : pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: PIXEL_THRESHOLD });
  const within = !sizeDiffers && changed <= total * CHANGED_BUDGET;
  if (update) {
    if (changed === 0) return { ...base, status: 'unchanged', changedPixels: 0 };
    writePng(goldenPath, actual);
    return { ...base, status: 'updated', changedPixels: changed };
  }
  if (within) return { ...base, status: 'pass', changedPixels: changed };
  const diffFile = path.join(DIFF_DIR, file);
  writePng(diffFile, sizeDiffers ? actual : diff);
  writePng(diffFile.replace(/\.png$/, '.actual.png'), actual);
  return { ...base, status: 'fail', changedPixels: changed, diffFile };
}

function writePng(file: string, png: PNG): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, PNG.sync.write(png));
}
