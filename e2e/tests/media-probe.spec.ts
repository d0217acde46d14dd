import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { expect, test } from './support/portal';
import { ffmpegPath } from './support/media-tools';

/** client/src/features/media/probe-harness.ts (not imported: it pulls in the client's asset imports). */
interface ProbeHarness {
  probe(): Promise<
    | {
        ms: number;
        result: {
          durationMs: number | null;
          width: number | null;
          height: number | null;
          videoCodec: string | null;
          audioCodec: string | null;
        } | null;
      }
    | { error: string }
  >;
  warmUp(): Promise<void>;
}
type HarnessWindow = Window & { probeHarness?: ProbeHarness };

/**
 * The media-probe worker (001 §7): ffmpeg.wasm, loaded from our own origin, reads a picked video's
 * duration, size and codecs in the browser, and reports a damaged file as unreadable.
 */
test('media probe: ffmpeg.wasm in a worker reads a video and refuses a damaged file', async ({ page }) => {
  test.setTimeout(120_000);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  const video = test.info().outputPath('clip.mp4');
  execFileSync(ffmpegPath, [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=4:size=640x360:rate=25',
    '-f',
    'lavfi',
    '-i',
    'sine=duration=4',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    video,
  ]);
  const damaged = test.info().outputPath('damaged.mp4');
  writeFileSync(damaged, Buffer.from('this is not a video at all, just some text'.repeat(100)));

  await page.goto('/probe-harness.html');
  await expect(page).toHaveTitle('media probe harness');
  const input = page.getByLabel('media file');

  await input.setInputFiles(video);
  const probed = await page.evaluate(() => (window as HarnessWindow).probeHarness!.probe());
  expect(probed).toMatchObject({ result: { width: 640, height: 360, videoCodec: 'h264', audioCodec: 'aac' } });
  const durationMs = 'result' in probed ? (probed.result?.durationMs ?? 0) : 0;
  expect(Math.abs(durationMs - 4000)).toBeLessThan(100);

  await input.setInputFiles(damaged);
  expect(await page.evaluate(() => (window as HarnessWindow).probeHarness!.probe())).toMatchObject({ result: null });

  // The core came from the server under test, never a CDN.
  const origin = new URL(page.url()).origin;
  const wasm = requests.filter((u) => /ffmpeg-core[^/]*\.wasm$/.test(u));
  expect(wasm.length).toBeGreaterThan(0);
  expect(requests.every((u) => u.startsWith(origin) || u.startsWith('data:') || u.startsWith('blob:'))).toBe(true);
});
