import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH } from '@portal/contracts';
import { inputProblem } from './reject-malformed-input';

/** Node's own answer (ES2024), as the reference the check is held to. */
const isWellFormed = (text: string) => (text as unknown as { isWellFormed(): boolean }).isWellFormed();

/** Any JSON value nested less deep than the limit, with strings of any UTF-16 code units (lone surrogates too). */
const anyInput = fc.jsonValue({ maxDepth: 6, depthSize: 'small' });
const anyText = fc.string({ unit: 'binary' });

describe('inputProblem', () => {
  it('accepts well-formed JSON values and names the first problem of a malformed one', () => {
    fc.assert(
      fc.property(anyInput, (value) => {
        const texts = JSON.stringify(value).match(/"(?:[^"\\]|\\.)*"/g) ?? [];
        const hasNul = texts.some((t) => (JSON.parse(t) as string).includes('\u0000'));
        const wellFormed = texts.every((t) => isWellFormed(JSON.parse(t) as string));
        const problem = inputProblem(value);
        if (!hasNul && wellFormed) expect(problem).toBeNull();
        else expect(problem === 'nul' || problem === 'surrogate').toBe(true);
      }),
    );
  });

  it('finds a lone surrogate or a NUL anywhere, in values and in keys', () => {
    fc.assert(
      fc.property(anyText, fc.nat(5), fc.boolean(), (text, depth, asKey) => {
        let value: unknown = asKey ? { [text]: 1 } : text;
        for (let i = 0; i < depth; i++) value = i % 2 ? [1, value] : { other: 'ok', inner: value };
        const expected = text.includes('\u0000') ? 'nul' : isWellFormed(text) ? null : 'surrogate';
        expect(inputProblem(value)).toBe(expected);
      }),
    );
    expect(inputProblem({ answer: '周一\ud800开门' })).toBe('surrogate');
    expect(inputProblem({ answer: '可以😀' })).toBeNull();
  });

  it('draws the depth line at MAX_INPUT_DEPTH, and survives depths far past any stack', () => {
    const nest = (levels: number) => {
      let value: unknown = 'leaf';
      for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
      return value;
    };
    expect(inputProblem(nest(MAX_INPUT_DEPTH))).toBeNull();
    expect(inputProblem(nest(MAX_INPUT_DEPTH + 1))).toBe('tooDeep');
    expect(inputProblem(nest(1_000_000))).toBe('tooDeep');
  });
});
