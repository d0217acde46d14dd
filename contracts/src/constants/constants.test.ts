import { describe, expect, it } from 'vitest';
// The repository's copy of the spec catalogue (contracts/spec); spec/spec-copy.test.ts keeps it equal to ../shared/spec.
import specConstants from '../../spec/constants.json';
import * as constants from './index';
import { SPEC_CONSTANT_EXPORTS } from './spec-names.fixture';

type SpecConstant = { name: string; value: unknown; unit: string | null; notes: string };
const spec: readonly SpecConstant[] = specConstants;

/**
 * Entries whose value is prose rather than data; each is modelled under a code-friendly value.
 * Keep this short: anything else in constants.json must appear under its named export.
 */
const PROSE = new Map<string, string>([
  ['login.defaultTab', 'LOGIN_DEFAULT_TAB is the tab key "code"'],
  ['pay.methods', 'PAY_METHODS: wechat (the listed tab) and alipay'],
  ['colorInput.formats', 'COLOR_INPUT_FORMATS / COLOR_INPUT_PATTERN'],
  ['zIndex.rule', 'Z_INDEX'],
  ['session.loginMarkers', 'SESSION_LOGIN_MARKERS as identifiers'],
  ['persona.promptSections', 'PERSONA_PROMPT_SECTIONS as identifiers'],
  ['persona.requiredFieldsCardOrCteStandard', '"core business" is the coreBusiness field'],
  ['rewrite.styles', '"original text" is the style key "original"'],
  ['template.titles002', 'UI labels, worded in Chinese as talkProjectMessages.templateTitle*'],
]);

/** Every primitive reachable through plain objects and arrays; schemas, regexes and functions are skipped. */
function primitives(value: unknown, into = new Set<unknown>(), key = ''): Set<unknown> {
  if (key === 'note') return into; // notes inside spec values are prose
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') into.add(value);
  else if (Array.isArray(value)) for (const item of value) primitives(item, into);
  else if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [k, v] of Object.entries(value)) primitives(v, into, k);
  }
  return into;
}

const isScalar = (value: unknown) => value === null || typeof value !== 'object';

/** The export at `NAME` or `NAME.key.key`. */
function exportAt(path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      constants,
    );
}

/** What must hold under an export: a scalar is that scalar; a list or record holds every value of the spec's. */
function problems(path: string, expected: unknown): string[] {
  const actual = exportAt(path);
  if (actual === undefined) return [`${path} is not exported`];
  if (isScalar(expected))
    return actual === expected
      ? []
      : [`${path} is ${JSON.stringify(actual)}, the spec says ${JSON.stringify(expected)}`];
  const have = primitives(actual);
  return [...primitives(expected)].filter((v) => !have.has(v)).map((v) => `${path} lacks ${JSON.stringify(v)}`);
}

/** Entries the spec leaves without a value ("not shown"): nothing to export. */
const valued = spec.filter((c) => c.value !== null);

describe('constants', () => {
  it('reads the whole catalogue', () => {
    expect(spec).toHaveLength(283);
  });

  it('excludes only entries that exist', () => {
    for (const name of PROSE.keys())
      expect(
        spec.some((c) => c.name === name),
        name,
      ).toBe(true);
  });

  it('names an export for every valued entry, and only for those', () => {
    const named = valued.filter((c) => !PROSE.has(c.name)).map((c) => c.name);
    expect(Object.keys(SPEC_CONSTANT_EXPORTS).sort()).toEqual(named.sort());
  });

  it.each(valued.filter((c) => !PROSE.has(c.name)).map((c) => [c.name, c] as const))(
    'exports %s under its name',
    (name, entry) => {
      const target = SPEC_CONSTANT_EXPORTS[name]!;
      const found =
        typeof target === 'string'
          ? problems(target, entry.value)
          : Object.entries(target).flatMap(([key, path]) =>
              problems(path, (entry.value as Record<string, unknown>)[key]),
            );
      expect(found).toEqual([]);
    },
  );
});
