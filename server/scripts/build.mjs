#!/usr/bin/env node
// `npm run -w server build`: the server as plain JavaScript in server/dist, so production runs
// `node server/dist/main.js` with no TypeScript loader.
//
// - One ES module bundle per entry: the processes (main, worker-main, the create-admin CLI) and
//   every thread the sources start with `new URL('./x.ts' | './x.mjs', import.meta.url)`, found by
//   reading the sources, so a new thread cannot be forgotten. All bundles sit side by side in dist/
//   under their file's name: `new URL('./x.ts', import.meta.url)` inside any bundle then names
//   dist/x.ts, which threads/spawn.ts runs as the built dist/x.js.
// - Our workspaces (@portal/*, TypeScript sources) are bundled; every npm package stays external
//   and is loaded from node_modules as before. Several load files relative to themselves (PGlite's
//   and CanvasKit's wasm, espeak-ng, PDF.js and its worker, jieba's and @napi-rs/canvas's native
//   addons, pg-boss's SQL), and production installs node_modules for the native ones anyway.
// - Files the code reads beside itself (the database migrations) are copied to where the built
//   code looks, and the build fails if any `new URL(…, import.meta.url)` of the sources would not
//   resolve from dist/.
import { build } from 'esbuild';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const server = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(server, 'src');
const dist = join(server, 'dist');

const PROCESSES = ['main.ts', 'worker-main.ts', 'cli/create-admin.ts'];
/** Folders the code reads at run time, copied beside the bundles (source → dist). */
const COPIED = [['db/migrations', 'migrations']];

const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
const sources = walk(src).filter((f) => /\.(ts|mjs)$/.test(f) && !/\.test\.ts$/.test(f));
const URL_OF_MODULE = /new URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g;

/** Every file-relative URL in the sources: [the file that names it, the relative path]. */
const relativeUrls = sources.flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(URL_OF_MODULE)].map((m) => [file, m[1]]),
);
const threadEntries = relativeUrls
  .filter(([, rel]) => /\.(ts|mjs)$/.test(rel) && basename(rel) !== 'ts-thread.mjs')
  .map(([file, rel]) => resolve(dirname(file), rel));

const entries = [...new Set([...PROCESSES.map((p) => join(src, p)), ...threadEntries])];
const byName = new Map();
for (const entry of entries) {
  if (!existsSync(entry)) throw new Error(`thread entry ${relative(server, entry)} does not exist`);
  const name = basename(entry, extname(entry));
  if (byName.has(name))
    throw new Error(
      `two entries would both build to dist/${name}: ${relative(server, byName.get(name))} and ${relative(server, entry)}`,
    );
  byName.set(name, entry);
}

// Built aside and moved into place at the end, so a server running from dist/ never sees half a build.
const out = `${dist}.${process.pid}.tmp`;
rmSync(out, { recursive: true, force: true });
const started = performance.now();
const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outdir: out,
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-packages-external',
      setup(b) {
        // Bare specifiers other than our workspaces: npm packages, loaded from node_modules at run time.
        b.onResolve({ filter: /^[^./]/ }, async (args) => {
          if (args.path.startsWith('@portal/') || args.path.startsWith('node:') || args.pluginData === 'real')
            return undefined;
          return { path: await nodeSpecifier(b, args), external: true };
        });
      },
    },
  ],
};
/**
 * The specifier as Node's ESM loader takes it. A subpath of a package without an `exports` map
 * (`@node-rs/jieba/dict`) needs its file's extension there, which the TypeScript sources leave out.
 */
async function nodeSpecifier(b, args) {
  const m = /^(@[^/]+\/[^/]+|[^@/][^/]*)\/(.+)$/.exec(args.path);
  if (!m || extname(m[2])) return args.path;
  const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'real' });
  if (found.errors.length > 0) return args.path;
  const marker = `/node_modules/${m[1]}/`;
  const at = found.path.lastIndexOf(marker);
  if (at < 0) return args.path;
  const manifest = JSON.parse(readFileSync(join(found.path.slice(0, at + marker.length), 'package.json'), 'utf8'));
  return manifest.exports ? args.path : `${m[1]}/${found.path.slice(at + marker.length)}`;
}

const named = (ext) =>
  Object.fromEntries([...byName].filter(([, f]) => extname(f) === ext).map(([name, f]) => [name, f]));
await build({ ...common, entryPoints: named('.ts'), outExtension: { '.js': '.js' } });
const mjs = named('.mjs');
if (Object.keys(mjs).length > 0) await build({ ...common, entryPoints: mjs, outExtension: { '.js': '.mjs' } });
for (const [from, to] of COPIED) cpSync(join(src, from), join(out, to), { recursive: true });
writeFileSync(join(out, 'package.json'), `${JSON.stringify({ type: 'module', private: true })}\n`);

// Every file-relative URL must resolve from the bundles the way it did from the sources.
const missing = relativeUrls
  .map(([file, rel]) => [file, rel, resolve(out, rel.replace(/\.ts$/, '.js'))])
  .filter(
    ([, rel, built]) => basename(rel) !== 'ts-thread.mjs' && !rel.startsWith('../../client/') && !existsSync(built),
  )
  .map(([file, rel]) => `${relative(server, file)}: ${rel}`);
if (missing.length > 0) {
  rmSync(out, { recursive: true, force: true });
  throw new Error(`built code would not find:\n  ${missing.join('\n  ')}`);
}
rmSync(dist, { recursive: true, force: true });
renameSync(out, dist);
console.log(
  `server built into ${relative(process.cwd(), dist) || '.'}: ${[...byName.keys()].join(', ')} in ${Math.round(performance.now() - started)} ms`,
);
