/**
 * Test harness (probe-harness.html): probes the file chosen in the page's input with the media-probe
 * worker and times it, so e2e tests and the benchmark drive the real worker in a real browser.
 */
import { probeFile, type MediaProbe } from '../../lib/workers/media-probe';

export interface ProbeHarness {
  /** Probes the chosen file; `ms` counts the probe alone (the worker is warmed up first). */
  probe(): Promise<{ ms: number; result: MediaProbe | null } | { error: string }>;
  /** Loads ffmpeg.wasm by probing nothing, so timings exclude the one-time load. */
  warmUp(): Promise<void>;
}

const input = document.getElementById('file') as HTMLInputElement;

const harness: ProbeHarness = {
  async probe() {
    const file = input.files?.[0];
    if (!file) return { error: 'no file chosen' };
    try {
      const started = performance.now();
      const result = await probeFile(file);
      return { ms: performance.now() - started, result };
    } catch (e) {
      return { error: String(e) };
    }
  },
  async warmUp() {
    await probeFile(new File([new Uint8Array(16)], 'empty.mp4')).catch(() => null);
  },
};

(window as Window & { probeHarness?: ProbeHarness }).probeHarness = harness;
