#!/usr/bin/env node
// `npm run -w sdk build`: the SDK's two builds into sdk/dist, served by the portal at /sdk/v1/:
// digital-human.js (IIFE: one <script> tag, global `DigitalHuman`) and digital-human.mjs (ES module).
// Fails when either is over the size budget (gzip), which size.test.ts checks too.
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** Gzipped bytes each build may weigh: the element, the typed client and openapi-fetch. */
export const SIZE_BUDGET_GZIP = 8 * 1024;

const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));
const dist = fileURLToPath(new URL('../dist/', import.meta.url));

/** Both builds in memory: [{ file, bytes, gzip }]. */
export async function buildSdk() {
  const common = {
    entryPoints: [entry],
    bundle: true,
    minify: true,
    target: 'es2020',
    write: false,
    legalComments: 'none',
  };
  const [iife, esm] = await Promise.all([
    // No import.meta in a classic script: the element finds its origin from document.currentScript.
    build({ ...common, format: 'iife', globalName: 'DigitalHuman', define: { 'import.meta.url': 'undefined' } }),
    build({ ...common, format: 'esm' }),
  ]);
  return [
    { file: 'digital-human.js', text: iife.outputFiles[0].text },
    { file: 'digital-human.mjs', text: esm.outputFiles[0].text },
  ].map((b) => ({ ...b, bytes: Buffer.byteLength(b.text), gzip: gzipSync(b.text).length }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const builds = await buildSdk();
  mkdirSync(dist, { recursive: true });
  for (const b of builds) {
    writeFileSync(`${dist}${b.file}`, b.text);
    console.log(`sdk/dist/${b.file}: ${b.bytes} bytes, ${b.gzip} gzip (budget ${SIZE_BUDGET_GZIP})`);
  }
  if (builds.some((b) => b.gzip > SIZE_BUDGET_GZIP)) {
    console.error('the SDK is over its size budget');
    process.exit(1);
  }
}
