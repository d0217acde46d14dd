#!/usr/bin/env node
// `npm start`: builds the client and the server when they are missing or older than their sources,
// then serves the client and the API from one port (PORT, default 3000) with `node server/dist/main.js`:
// plain JavaScript, no TypeScript loader. `npm run demo` (--demo) does the same with the demo accounts
// seeded and the development outbox on: production never gets them unasked. `npm run worker`
// (--worker) starts a job worker without HTTP instead (server/src/worker-main.ts).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureClientBuilt, ensureSdkBuilt, ensureServerBuilt, root } from './ensure-built.mjs';

const demo = process.argv.includes('--demo');
const worker = process.argv.includes('--worker');

if (!worker) {
  ensureSdkBuilt();
  ensureClientBuilt();
}
ensureServerBuilt();

const entry = join(root, 'server', 'dist', worker ? 'worker-main.js' : 'main.js');
const server = spawn(process.execPath, ['--enable-source-maps', entry], {
  cwd: root,
  stdio: 'inherit',
  env: demo ? { NODE_ENV: 'development', ...process.env, SEED_DEMO: '1' } : { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
