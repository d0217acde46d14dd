import { expect, test } from './support/portal';
import { harnessProject, type SceneHarnessState } from '../../client/src/features/scene-preview/harness-project';
import { CHANGED_BUDGET, changedPixels, decodePixels, FIXTURES_DIR } from '../../workers/src/node/golden';
import { createNodeRenderer } from '../../workers/src/node/render';

// Issue "Render core", Browser: the scene strip's thumbnails drawn in the browser's scene worker
// (CanvasKit wasm and fonts from our own origin) equal the server's Node rendering of the same
// scenes — preview equals render — within the golden tolerance.
test('thumbnails drawn by the browser scene worker equal the Node rendering', async ({ page }) => {
  test.setTimeout(120_000);
  const requests: string[] = [];
  page.on('request', (req) => requests.push(req.url()));
  await page.goto('/scene-harness.html');
  await expect(page).toHaveTitle('scene preview harness'); // the real file, not the SPA fallback

  const handle = await page.waitForFunction(
    () => {
      const s = (window as Window & { sceneHarness?: SceneHarnessState }).sceneHarness;
      return s && s.status !== 'rendering' ? s : undefined;
    },
    undefined,
    { timeout: 90_000 },
  );
  const state = (await handle.jsonValue()) as SceneHarnessState;
  if (state.status !== 'done')
    throw new Error(`harness ${state.status}: ${state.status === 'failed' ? state.error : ''}`);

  // No CDN: the wasm and both faces came from the server under test.
  const origin = new URL(page.url()).origin;
  for (const pattern of [
    /canvaskit[^/]*\.wasm$/,
    /NotoSansSC_400Regular[^/]*\.ttf$/,
    /NotoSansSC_700Bold[^/]*\.ttf$/,
  ]) {
    const origins = requests.filter((u) => pattern.test(u)).map((u) => new URL(u).origin);
    expect(origins.length, String(pattern)).toBeGreaterThan(0); // each pool worker loads its own
    expect(new Set(origins), String(pattern)).toEqual(new Set([origin]));
  }
  expect(requests.every((u) => u.startsWith(origin) || u.startsWith('data:') || u.startsWith('blob:'))).toBe(true);

  const project = harnessProject();
  expect(state.thumbnails).toHaveLength(project.iceScenes.length);
  const node = await createNodeRenderer({ storageRoot: FIXTURES_DIR });
  try {
    for (const [i, b64] of state.thumbnails.entries()) {
      const jpeg = new Uint8Array(Buffer.from(b64, 'base64'));
      expect([...jpeg.subarray(0, 3)], `scene ${i}: JPEG SOI marker`).toEqual([0xff, 0xd8, 0xff]);
      const preview = decodePixels(node.ck, jpeg);
      // 10 % of the 1920×1080 project.
      expect({ scene: i, width: preview.width, height: preview.height }).toEqual({ scene: i, width: 192, height: 108 });

      const rendered = await node.renderThumbnail(project, i);
      expect(rendered.failures, `scene ${i}: Node asset failures`).toEqual([]);
      const changed = changedPixels(decodePixels(node.ck, rendered.bytes), preview);
      expect(changed, `scene ${i}: pixels differing from the Node rendering`).toBeLessThanOrEqual(
        preview.width * preview.height * CHANGED_BUDGET,
      );
    }
  } finally {
    node.dispose();
  }
});
