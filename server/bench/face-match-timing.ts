import { loadavg } from 'node:os';
import { bestMatch, exactMatch, type FaceMatrix } from '@portal/workers/core/face/match';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/**
 * Times one search per probe (after a warm-up), the two-stage search and the exact scan, and says
 * how often they agree. Figures are wall-clock per search; the machine's load is printed beside
 * them because a shared 2-core machine moves them several-fold.
 */
export function timeMatching(matrix: FaceMatrix, probes: Float32Array[], runs = 400) {
  for (let i = 0; i < 20; i++) bestMatch(matrix, probes[i % probes.length]!);
  const fast: number[] = [];
  const exact: number[] = [];
  // CPU time of this thread's process: what the search costs when the cores are shared.
  const fastCpu: number[] = [];
  let agree = 0;
  for (let i = 0; i < runs; i++) {
    const probe = probes[i % probes.length]!;
    const cpu = process.cpuUsage();
    let t = performance.now();
    const hit = bestMatch(matrix, probe);
    fast.push(performance.now() - t);
    fastCpu.push(process.cpuUsage(cpu).user / 1000);
    if (i % 4 === 0) {
      t = performance.now();
      const reference = exactMatch(matrix, probe);
      exact.push(performance.now() - t);
      if (reference.index === hit.index) agree++;
    }
  }
  fast.sort((a, b) => a - b);
  exact.sort((a, b) => a - b);
  fastCpu.sort((a, b) => a - b);
  const ms = (v: number) => v.toFixed(2);
  return {
    p50: percentile(fast, 0.5),
    p95: percentile(fast, 0.95),
    cpuP50: percentile(fastCpu, 0.5),
    line:
      `match 1 vs ${matrix.count.toLocaleString('en')}: two-stage p50 ${ms(percentile(fast, 0.5))} ms, p95 ${ms(percentile(fast, 0.95))} ms; ` +
      `two-stage CPU time p50 ${ms(percentile(fastCpu, 0.5))} ms, p95 ${ms(percentile(fastCpu, 0.95))} ms; ` +
      `exact scan p50 ${ms(percentile(exact, 0.5))} ms, p95 ${ms(percentile(exact, 0.95))} ms; ` +
      `same face as exact ${agree}/${exact.length}; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  };
}
