import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The server's test files share a module graph per worker (vitest.config.ts, isolate: false), where
 * vi.mock cannot replace a module another file has already loaded. A file that mocks a module must be
 * listed in serverFilesWithModuleMocks, which runs it in a graph of its own.
 */
const server = fileURLToPath(new URL('..', import.meta.url));
const config = readFileSync(join(server, '..', 'vitest.config.ts'), 'utf8');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('module mocks', () => {
  const mocking = [...testFiles(join(server, 'src')), ...testFiles(join(server, 'test'))]
    .filter((file) => /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(file, 'utf8')))
    .map((file) => relative(server, file));

  it('are found (the mocking file is there)', () => {
    expect(mocking).toContain('test/http/knowledge-suggest.int.test.ts');
  });

  it.each(mocking)('%s runs in a module graph of its own', (file) => {
    expect(config).toContain(`'${file}'`);
  });
});
