/**
 * Server benchmarks on loopback: legacy envelope calls per second, and upload throughput through the
 * signed storage host. Prints medians of several runs with the machine's core count.
 */
import { execFile } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { signedInUser } from '../test/support/accounts';
import { startTestApp } from '../test/support/test-app';

const run = promisify(execFile);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function writeFileOfSize(path: string, bytes: number) {
  await new Promise<void>((resolve, reject) => {
    const out = createWriteStream(path);
    out.on('error', reject);
    out.write(Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0]));
    const chunk = Buffer.alloc(1 << 22, 1);
    let left = bytes - 16;
    const pump = () => {
      while (left > 0) {
        const n = Math.min(left, chunk.length);
        left -= n;
        if (!out.write(chunk.subarray(0, n))) return void out.once('drain', pump);
      }
      out.end(resolve);
    };
    pump();
  });
}

async function main() {
  const app = await startTestApp('pglite', { workers: false });
  const scratch = mkdtempSync(join(tmpdir(), 'bench-'));
  try {
    const { cookie } = await signedInUser(app.deps.db);

    // 1. Envelope calls: 8 concurrent clients, 2 s per run.
    const rates: number[] = [];
    for (let round = 0; round < 3; round++) {
      let done = 0;
      const until = Date.now() + 2000;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (Date.now() < until) {
            const res = await fetch(`${app.baseUrl}/api/v1/voice-info/get-editor-voice-list`, { headers: { cookie } });
            await res.arrayBuffer();
            done++;
          }
        }),
      );
      rates.push(done / 2);
    }

    // 2. A 100 MB upload through the storage host, posted by curl from another process.
    const file = join(scratch, 'upload.mp4');
    await writeFileOfSize(file, 100 * 1024 * 1024);
    const throughputs: number[] = [];
    for (let round = 0; round < 3; round++) {
      const policy = await fetch(`${app.baseUrl}/api/v1/oss/get-upload-cred`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ fileName: 'upload.mp4', maxSizeBytes: 300 * 1024 * 1024, ossPathType: 'MATERIAL' }),
      }).then(
        (r) =>
          r.json() as Promise<{
            data: { host: string; fullPath: string; policy: string; accessId: string; signature: string };
          }>,
      );
      const p = policy.data;
      const fields = {
        key: p.fullPath,
        policy: p.policy,
        OSSAccessKeyId: p.accessId,
        signature: p.signature,
        success_action_status: '200',
      };
      const started = performance.now();
      await run('curl', [
        '-s',
        ...Object.entries(fields).flatMap(([k, v]) => ['-F', `${k}=${v}`]),
        '-F',
        `file=@${file};filename=upload.mp4`,
        p.host,
      ]);
      throughputs.push(100 / ((performance.now() - started) / 1000));
    }

    console.log(`cores: ${cpus().length}`);
    console.log(
      `legacy envelope calls (voice list, session, 8 clients): ${median(rates).toFixed(0)} req/s (median of 3)`,
    );
    console.log(
      `upload through the storage host (100 MB, loopback): ${median(throughputs).toFixed(0)} MB/s (median of 3)`,
    );
  } finally {
    await app.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
