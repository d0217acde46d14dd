// Builds what `npm start` runs when it is missing or older than its sources: the client (Vite, into
// client/dist), the SDK (esbuild, into sdk/dist) and the server (esbuild, into server/dist). Shared by start.mjs and create-admin.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const client = join(root, 'client');
const sdk = join(root, 'sdk');
const server = join(root, 'server');

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
};
const stale = (built, sources) => !existsSync(built) || Math.max(...sources.map(newest)) > statSync(built).mtimeMs;

function run(what, workspace) {
  console.log(`building the ${what}…`);
  // Always a production bundle: a NODE_ENV=development server (the e2e suite's) would otherwise get
  // React's development build, several times slower.
  const build = spawnSync('npm', ['run', '-s', '-w', workspace, 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const shared = [join(root, 'contracts', 'src'), join(root, 'workers', 'src')];

/** The client bundles the workers' core and entries, so their sources count too. */
export function ensureClientBuilt() {
  const sources = [
    join(client, 'src'),
    join(client, 'index.html'),
    join(client, 'scene-harness.html'),
    join(client, 'probe-harness.html'),
    join(client, 'vite.config.ts'),
    ...shared,
  ];
  if (stale(join(client, 'dist', 'index.html'), sources)) run('client', 'client');
}

/** The SDK's builds (sdk/dist), served by the portal at /sdk/v1. */
export function ensureSdkBuilt() {
  const sources = [join(sdk, 'src'), join(sdk, 'scripts'), join(sdk, 'package.json')];
  if (stale(join(sdk, 'dist', 'digital-human.js'), sources)) run('SDK', 'sdk');
}

/** The server bundles contracts and the workers' Node port and core. */
export function ensureServerBuilt() {
  const sources = [join(server, 'src'), join(server, 'scripts', 'build.mjs'), join(server, 'package.json'), ...shared];
  if (stale(join(server, 'dist', 'main.js'), sources)) run('server', 'server');
}

/** Runs a built server script with Node alone (no TypeScript loader), as this process's stand-in. */
export function runBuilt(script, args, env = process.env) {
  return spawnSync(process.execPath, ['--enable-source-maps', join(server, 'dist', script), ...args], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
}
