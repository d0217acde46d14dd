import { cpus, loadavg } from 'node:os';
import { chromium, test } from '@playwright/test';
import { faceBenchCores, portalUrls } from '../support/env';
import type { FaceHarness, FaceHarnessRun } from '../../client/src/features/face/face-harness';
import { fakeCameraArgs } from '../tests/support/fake-camera';

const FRAMES = 40;
/**
 * FACE_BENCH_CORES=4 tells the WASM backend of four cores, so it starts the two threads it would on
 * a kiosk of four: what the threads give, measured on this machine's cores.
 */
const simulatedCores = faceBenchCores;

type HarnessWindow = Window & { faceHarness?: FaceHarness };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fps = (xs: number[]) => (1000 / (xs.reduce((s, x) => s + x, 0) / xs.length)).toFixed(1);

/**
 * The kiosk's face worker in headless Debian Chromium (WASM backend), on a fake camera showing the
 * astronaut photograph: worker time per frame searched with embeddings (detection + mesh crop +
 * the 1024-number embedding, what recognising someone costs) and without (detection alone, what the
 * kiosk runs once the person is greeted), and the main thread's share (handing a frame over).
 */
test('kiosk face worker: frames per second, with and without embeddings', async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: fakeCameraArgs('astronaut.jpg') });
  try {
    const page = await browser.newPage();
    await page.goto(`${portalUrls[0]}/face-harness.html`);
    const run = (await page.evaluate(
      ([frames, cores]) => (window as HarnessWindow).faceHarness!.run(frames, cores || undefined),
      [FRAMES, simulatedCores] as const,
    )) as FaceHarnessRun | { error: string };
    if ('error' in run) throw new Error(run.error);
    if (run.embedded < FRAMES) throw new Error(`only ${run.embedded} of ${FRAMES} frames had an embedding`);
    console.log(
      `cores: ${cpus().length}${simulatedCores ? ` (the WASM backend told of ${simulatedCores})` : ''}, load average ${loadavg()[0]!.toFixed(1)}, inference threads ${run.threads}, cross-origin isolated ${run.isolated}`,
    );
    console.log(
      `face worker, detection + embedding: ${fps(run.embedding)} fps (median ${median(run.embedding).toFixed(1)} ms); detection alone: ${fps(run.detection)} fps (median ${median(run.detection).toFixed(1)} ms); main thread per frame median ${median(run.handOver).toFixed(1)} ms`,
    );
  } finally {
    await browser.close();
  }
});
