/**
 * `npm run golden -w workers` compares every fixture with its golden; `-- --update` rewrites the
 * goldens and prints what changed; `-- --only <name>` narrows the run. Exits 1 on any failure.
 */
import { CHANGED_BUDGET, DIFF_DIR, runGoldens } from '../src/node/golden';

const args = process.argv.slice(2);
const update = args.includes('--update');
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args[onlyAt + 1] : undefined;
const started = Date.now();
const results = await runGoldens({ update, ...(only ? { only } : {}) });
let failed = 0;
for (const r of results) {
  const pct = ((100 * r.changedPixels) / r.totalPixels).toFixed(3);
  if (r.status === 'fail') failed++;
  if (r.status !== 'pass' && r.status !== 'unchanged')
    console.log(
      `${r.status.padEnd(8)} ${r.file} (${r.changedPixels} px, ${pct} %)${r.diffFile ? ` diff: ${r.diffFile}` : ''}`,
    );
  for (const f of r.failures) console.log(`         asset: ${f}`);
}
const passed = results.filter((r) => r.status === 'pass' || r.status === 'unchanged').length;
console.log(
  `golden: ${results.length} images in ${Date.now() - started} ms; budget ${CHANGED_BUDGET * 100} % changed pixels`,
);
if (failed > 0) console.log(`diffs in ${DIFF_DIR}`);
console.log(`${update ? results.length - failed : passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
