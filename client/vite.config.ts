import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { faceAssets } from './face-assets';
import { vadAssets } from './vad-assets';

// `npm run dev` serves the client on :5173 and the API runs on :3000 (scripts/dev.mjs).
const api = 'http://localhost:3000';
const proxied = ['/api', '/rtc', '/storage', '/trpc', '/healthz'];

export default defineConfig({
  // vadAssets: the voice detector's model, worklet and wasm on our origin (features/live/voice-input.ts).
  // faceAssets: the kiosk's face models and the tfjs wasm (features/face/use-face-recognition.ts).
  plugins: [react(), vadAssets(), faceAssets()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      // The live channel (tRPC over WebSocket) first: '/api' below would take it without `ws`.
      '/api/trpc-ws': { target: api, ws: true, changeOrigin: true },
      ...Object.fromEntries(proxied.map((path) => [path, { target: api, changeOrigin: true }])),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      // scene-harness.html: a static page the e2e suite uses to draw thumbnails in the browser
      // scene worker (e2e/tests/render-thumbnails.spec.ts); it is not an app route.
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        sceneHarness: fileURLToPath(new URL('./scene-harness.html', import.meta.url)),
        // probe-harness.html: the media-probe worker driven by e2e/tests/media-probe.spec.ts and its benchmark.
        probeHarness: fileURLToPath(new URL('./probe-harness.html', import.meta.url)),
        // face-harness.html: the kiosk's face worker, timed by e2e/bench/face-fps.bench.ts.
        faceHarness: fileURLToPath(new URL('./face-harness.html', import.meta.url)),
      },
    },
  },
  // The scene worker is a module worker (`{ type: 'module' }`) that code-splits CanvasKit.
  worker: { format: 'es' },
});
