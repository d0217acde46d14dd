import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { VAD_ASSET_PATH } from './src/features/live/voice/vad-path';

/**
 * The voice detector's files served from our own origin under /vad/ (never a CDN): the Silero model
 * and the audio worklet of @ricky0123/vad-web, and onnxruntime-web's wasm (with its loader, for the
 * unbundled build). Emitted into the build as they are, served from node_modules in development.
 */
const require = createRequire(import.meta.url);
const vadDir = dirname(require.resolve('@ricky0123/vad-web'));
const ortDir = dirname(require.resolve('onnxruntime-web/wasm'));
const FILES: Record<string, string> = {
  'vad.worklet.bundle.min.js': join(vadDir, 'vad.worklet.bundle.min.js'),
  'silero_vad_v5.onnx': join(vadDir, 'silero_vad_v5.onnx'),
  'ort-wasm-simd-threaded.wasm': join(ortDir, 'ort-wasm-simd-threaded.wasm'),
  'ort-wasm-simd-threaded.mjs': join(ortDir, 'ort-wasm-simd-threaded.mjs'),
};
const TYPES: Record<string, string> = {
  js: 'text/javascript',
  mjs: 'text/javascript',
  wasm: 'application/wasm',
  onnx: 'application/octet-stream',
};

export function vadAssets(): Plugin {
  return {
    name: 'portal-vad-assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        const file = path.startsWith(VAD_ASSET_PATH) ? FILES[path.slice(VAD_ASSET_PATH.length)] : undefined;
        if (!file) return next();
        res.setHeader('Content-Type', TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream');
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      for (const [name, file] of Object.entries(FILES)) {
        this.emitFile({ type: 'asset', fileName: `${VAD_ASSET_PATH.slice(1)}${name}`, source: readFileSync(file) });
      }
    },
  };
}
