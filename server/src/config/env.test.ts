import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

describe('configuration', () => {
  it('uses the documented defaults and keeps a generated secret across loads', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const first = loadConfig({ DATA_DIR: dir });
    expect(first).toMatchObject({ port: 3000, databaseUrl: undefined, runWorkers: true, seedDemo: true, production: false });
    expect(first.secret).toHaveLength(64);
    expect(loadConfig({ DATA_DIR: dir }).secret).toBe(first.secret);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', DATA_DIR: mkdtempSync(join(tmpdir(), 'cfg-')) })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: mkdtempSync(join(tmpdir(), 'cfg-')) })).toThrow(/PORT/);
  });
});
