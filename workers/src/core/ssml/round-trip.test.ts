import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSsml, toSsml } from './canonical';
import { fromPlainText, plainText, withoutPlaceholders, AI_PLACEHOLDER } from './model';
import { fromRichText, toRichText } from './rich-text';
import { docArb } from './testing/arbitraries';

describe('lossless round trips', () => {
  it('model → SSML 1.1 → model', () => {
    fc.assert(
      fc.property(docArb, (doc) => {
        expect(parseSsml(toSsml(doc))).toEqual(doc);
      }),
      { numRuns: 500 },
    );
  });

  it('model → rich text → model', () => {
    fc.assert(
      fc.property(docArb, (doc) => {
        expect(fromRichText(toRichText(doc))).toEqual(doc);
      }),
      { numRuns: 500 },
    );
  });

  it('rich text survives JSON (what the editor stores)', () => {
    fc.assert(
      fc.property(docArb, (doc) => {
        expect(fromRichText(JSON.parse(JSON.stringify(toRichText(doc))))).toEqual(doc);
      }),
    );
  });

  it('plain text → model → plain text', () => {
    const line = fc.array(fc.constantFrom(...'行长a ,<&', AI_PLACEHOLDER), { maxLength: 10 }).map((a) => a.join(''));
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 4 }), (lines) => {
        const text = lines.join('\n');
        expect(plainText(fromPlainText(text))).toBe(text);
      }),
    );
  });

  it('drops placeholders for synthesis only', () => {
    const doc = fromPlainText(`开头${AI_PLACEHOLDER}结尾`);
    expect(doc.paragraphs[0]?.inlines).toEqual([
      { type: 'text', text: '开头' },
      { type: 'placeholder' },
      { type: 'text', text: '结尾' },
    ]);
    expect(toSsml(doc)).toContain('<mark name="ai-placeholder"/>');
    expect(withoutPlaceholders(doc).paragraphs[0]?.inlines).toEqual([{ type: 'text', text: '开头结尾' }]);
  });
});
