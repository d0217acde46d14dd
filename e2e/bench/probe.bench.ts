import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { ffmpegPath } from '../tests/support/media-tools';

const RUNS = 5;

type Probe = { ms: number; result: { durationMs: number | null } | null } | { error: string };
type HarnessWindow = Window & { probeHarness?: { probe(): Promise<Probe>; warmUp(): Promise<void> } };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Probe time of a 100 MB MP4 in the browser's media-probe worker (ffmpeg.wasm over WORKERFS). */
test('media probe: a 100 MB MP4 in the worker', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'probe-bench-'));
  try {
    const file = join(dir, 'large.mp4');
    // 1080p at 20 Mbit/s for 40 s: about 100 MB.
    execFileSync(ffmpegPath, [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=1920x1080:rate=25',
      '-t',
      '40',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-b:v',
      '20M',
      '-maxrate',
      '20M',
      '-bufsize',
      '40M',
      file,
    ]);
    const megabytes = statSync(file).size / (1024 * 1024);
    await page.goto('/probe-harness.html');
    await page.evaluate(() => (window as HarnessWindow).probeHarness!.warmUp());
    await page.getByLabel('media file').setInputFiles(file);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const probe = await page.evaluate(() => (window as HarnessWindow).probeHarness!.probe());
      if ('error' in probe || !probe.result) throw new Error(`probe failed: ${JSON.stringify(probe)}`);
      times.push(probe.ms);
    }
    console.log(`cores: ${cpus().length}, runs: ${RUNS}`);
    console.log(
      `media probe of a ${megabytes.toFixed(0)} MB MP4 in the worker: median ${median(times).toFixed(1)} ms [${times.map((t) => t.toFixed(1)).join(', ')}]`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
