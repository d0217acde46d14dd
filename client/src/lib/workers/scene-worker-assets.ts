/**
 * The scene worker's binary assets as files Vite emits with hashed names into our own build
 * (`?url`), so CanvasKit's wasm and the CJK faces are served from our origin, never a CDN.
 * They are packages of the workers workspace, resolved from the workspace's node_modules.
 */
import wasmUrl from 'canvaskit-wasm/bin/full/canvaskit.wasm?url';
import regularUrl from '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf?url';
import boldUrl from '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf?url';
import type { SceneWorkerInit } from '@portal/workers/entries/scene.worker';

/** Absolute URLs: a worker resolves relative ones against its own script, not the page. */
export function sceneWorkerAssetUrls(base: string): SceneWorkerInit {
  const abs = (u: string): string => new URL(u, base).href;
  return { wasmUrl: abs(wasmUrl), fontUrls: [abs(regularUrl), abs(boldUrl)] };
}

let compiled: Promise<WebAssembly.Module | undefined> | undefined;

/**
 * CanvasKit's wasm compiled once per page (streaming, off the main thread) and handed to every
 * scene worker: the preview's and the thumbnail pool's workers then only instantiate it. Where
 * compiling here fails, each worker compiles its own as before.
 */
export function compiledCanvasKit(base: string): Promise<WebAssembly.Module | undefined> {
  compiled ??= WebAssembly.compileStreaming(fetch(sceneWorkerAssetUrls(base).wasmUrl)).catch(() => undefined);
  return compiled;
}
