import { Agent, request } from 'node:http';

export interface LoadResult {
  requests: number;
  errors: number;
  rate: number;
  p50: number;
  p99: number;
  max: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/**
 * A bounded closed-loop load generator for loopback only: `connections` keep-alive connections each
 * send the next request when the last answer is read, for `seconds` (and never more than
 * `maxRequests`); with `pauseMs` each connection waits that long between requests (a paced load
 * like people using the portal, rather than saturation). Latencies are measured per request; a non-2xx answer counts as an error.
 */
export async function load(
  url: string,
  options: {
    connections: number;
    seconds: number;
    headers?: Record<string, string>;
    maxRequests?: number;
    pauseMs?: number;
  },
): Promise<LoadResult> {
  const target = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname))
    throw new Error('the load generator only targets loopback');
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const maxRequests = options.maxRequests ?? 1_000_000;
  const started = performance.now();
  const until = started + options.seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = request(target, { agent, headers: options.headers }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => {
          latencies.push(performance.now() - t0);
          if ((res.statusCode ?? 500) >= 300) errors++;
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end();
    });
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < until && sent < maxRequests) {
        sent++;
        await one();
        if (options.pauseMs) await new Promise((r) => setTimeout(r, options.pauseMs));
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    rate: sorted.length / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
  };
}

export const describeLoad = (r: LoadResult) =>
  `${r.rate.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(1)} ms${r.errors ? `, ${r.errors} errors` : ''}`;
