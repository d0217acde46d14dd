/**
 * Script of client/scene-harness.html, a static page for the e2e test (not an app route): draws
 * the harness project's thumbnails in the browser scene worker through the bridge and exposes the
 * JPEG bytes on `window.sceneHarness`, so the test can compare them with the Node rendering.
 */
import { createSceneRenderer } from '../../lib/workers/scene-worker';
import { harnessProject, type SceneHarnessState } from './harness-project';

declare global {
  interface Window {
    sceneHarness?: SceneHarnessState;
  }
}

// The fixture pictures as build assets; the project refers to them as `assets/<name>.png`.
const assets = import.meta.glob<string>('../../../../workers/fixtures/assets/*.png', {
  query: '?url',
  import: 'default',
  eager: true,
});
const byName = new Map(
  Object.entries(assets).map(([path, url]) => [
    `assets/${path.slice(path.lastIndexOf('/') + 1)}`,
    new URL(url, location.href).href,
  ]),
);

const base64 = (bytes: Uint8Array): string => {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
};

async function main(): Promise<void> {
  window.sceneHarness = { status: 'rendering' };
  const renderer = createSceneRenderer();
  const started = performance.now();
  try {
    const thumbs = await renderer.renderThumbnails(harnessProject((u) => byName.get(u) ?? u));
    const strip = document.getElementById('strip');
    for (const t of thumbs) {
      const img = document.createElement('img');
      img.src = URL.createObjectURL(new Blob([t as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }));
      strip?.append(img);
    }
    window.sceneHarness = {
      status: 'done',
      ms: Math.round(performance.now() - started),
      thumbnails: thumbs.map(base64),
    };
  } catch (e) {
    window.sceneHarness = { status: 'failed', error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
  } finally {
    renderer.dispose();
  }
}

void main();
