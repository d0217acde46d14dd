import { expect, it } from 'vitest';
import { runGoldens } from './golden';

// The same fixtures `npm run golden -w workers` renders; a failure leaves a diff in goldens/.diff.
it('every fixture matches its golden snapshot', async () => {
  const results = await runGoldens();
  const bad = results
    .filter((r) => r.status === 'fail')
    .map((r) => `${r.file}: ${r.changedPixels} px changed, diff ${r.diffFile ?? '-'}`);
  expect(bad).toEqual([]);
  expect(results.length).toBeGreaterThan(50);
}, 120_000);
