import { describe, expect, it } from 'vitest';

/**
 * STYLE rule 11: API types come from RouterOutputs/RouterInputs, and data from a fetch is parsed by the
 * call's schema, never cast. These casts are how a hand-kept shape creeps back in, so their count stays 0.
 */
const sources = import.meta.glob<string>(['./**/*.ts', './**/*.tsx', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const FORBIDDEN = [/\.data as /, /\bas unknown as\b/];

describe('client API types', () => {
  it('reads the client sources', () => {
    expect(Object.keys(sources)).toContain('./lib/trpc.ts');
  });

  it('casts no call answer (`.data as`, `as unknown as`)', () => {
    const hits = Object.entries(sources).flatMap(([path, text]) =>
      text
        .split('\n')
        .map((line, i) => ({ where: `${path}:${i + 1}`, line: line.trim() }))
        .filter(({ line }) => FORBIDDEN.some((re) => re.test(line))),
    );
    expect(hits).toEqual([]);
  });
});
