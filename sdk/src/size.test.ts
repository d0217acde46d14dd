import { describe, expect, it } from 'vitest';
// @ts-expect-error -- the build script is plain JavaScript
import { buildSdk, SIZE_BUDGET_GZIP } from '../scripts/build.mjs';

describe('SDK builds', () => {
  it('stay within the stated size budget (gzip) and register the element', async () => {
    const builds = (await buildSdk()) as { file: string; text: string; gzip: number }[];
    expect(builds.map((b) => b.file)).toEqual(['digital-human.js', 'digital-human.mjs']);
    expect(SIZE_BUDGET_GZIP).toBe(8 * 1024);
    for (const b of builds) {
      expect(b.gzip, b.file).toBeLessThanOrEqual(SIZE_BUDGET_GZIP);
      expect(b.text).toContain('digital-human');
    }
    // The classic script exposes its API as one global; the module exports it.
    expect(builds[0]!.text).toMatch(/^"use strict";var DigitalHuman=/);
    expect(builds[1]!.text).toMatch(/export\{/);
  });
});
