#!/usr/bin/env node
// `npm start`: builds the client once when it is missing or older than its sources, then serves
// the client and the API from one port (PORT, default 3000). `npm run demo` (--demo) does the same with
// the demo accounts seeded and the development outbox on: production never gets them unasked.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const demo = process.argv.includes('--demo');
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const client = join(root, 'client');
const builtIndex = join(client, 'dist', 'index.html');

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
};

// The client bundles the workers' core and entries, so their sources count too.
const sources = [join(client, 'src'), join(client, 'index.html'), join(client, 'scene-harness.html'), join(client, 'probe-harness.html'), join(client, 'vite.config.ts'), join(root, 'contracts', 'src'), join(root, 'workers', 'src')];
const stale = !existsSync(builtIndex) || Math.max(...sources.map(newest)) > statSync(builtIndex).mtimeMs;
if (stale) {
  console.log('building the client…');
  // Always a production bundle: a NODE_ENV=development server (the e2e suite's) would otherwise get
  // React's development build, several times slower.
  const build = spawnSync('npm', ['run', '-s', '-w', 'client', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'src', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: demo ? { NODE_ENV: 'development', ...process.env, SEED_DEMO: '1' } : { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
