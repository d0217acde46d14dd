import { describe, expect, it } from 'vitest';
// The repository's copy of the spec catalogue (contracts/spec); spec/spec-copy.test.ts keeps it equal to ../shared/spec.
// A static import keeps the contracts tsconfig free of Node types.
import specMessages from '../../spec/messages.json';
import * as messages from './index';
import { PARAPHRASED } from './paraphrased.fixture';

type SpecMessage = { text: string; lang: string; when: string; docs: string[] };
const spec: readonly SpecMessage[] = specMessages;

const areas = messages as unknown as Record<string, Record<string, unknown>>;
const leaves = Object.entries(areas).flatMap(([area, object]) =>
  Object.entries(object).map(([key, value]) => ({ path: `${area}.${key}`, value })),
);
const texts = new Set(leaves.flatMap(({ value }) => (typeof value === 'string' ? [value] : [])));
const templates = leaves.flatMap(({ value }) =>
  typeof value === 'function' ? [value as (...args: unknown[]) => unknown] : [],
);

/** The spec writes placeholders as N (scene number), a trailing n, or {name}; render them with one sample. */
const SAMPLE = 7;
const withSample = (text: string) =>
  text
    .replace(/场景N/g, `场景${SAMPLE}`)
    .replace(/\{[a-z]+\}/g, String(SAMPLE))
    .replace(/ n$/, ` ${SAMPLE}`);

const rendersTo = (expected: string) =>
  templates.some((template) => {
    try {
      return template(SAMPLE) === expected;
    } catch {
      return false; // a template taking another argument shape (e.g. a list of scene numbers)
    }
  });

describe('messages', () => {
  it('reads the whole catalogue', () => {
    expect(spec).toHaveLength(210);
  });

  it.each(spec.filter((m) => m.lang === 'zh').map((m) => [m.text, m] as const))('keeps %s verbatim', (text) => {
    const sampled = withSample(text);
    if (sampled === text) expect(texts.has(text)).toBe(true);
    else expect(rendersTo(sampled)).toBe(true);
  });

  it('maps every English paraphrase to a Chinese constant', () => {
    const paraphrased = spec.filter((m) => m.lang === 'en-paraphrase').map((m) => m.text);
    expect(Object.keys(PARAPHRASED).sort()).toEqual([...new Set(paraphrased)].sort());
    for (const [english, path] of Object.entries(PARAPHRASED)) {
      const [area = '', key = ''] = path.split('.');
      const value = areas[area]?.[key];
      expect(value, `${english} → ${path}`).toBeDefined();
      expect(['string', 'function']).toContain(typeof value);
    }
  });

  it('holds Chinese wording only, apart from literal badges', () => {
    const literal = new Set(['NEW', 'VIP']);
    for (const { path, value } of leaves) {
      if (typeof value !== 'string' || literal.has(value)) continue;
      expect(value, path).toMatch(/[\u3400-\u9fff]/);
    }
  });

  it('renders the placeholder templates', () => {
    expect(messages.sceneCheckMessages.textTooLong(3)).toBe('场景3文本长度超出限制,请重新编辑~');
    expect(messages.aiToolboxMessages.fissionScriptTitle(2)).toBe('裂变脚本 2');
    expect(messages.uploadMessages.inspirationTooLarge(300)).toBe('仅支持300M以内的文件');
    expect(messages.speechMessages.polyphoneUnsupportedScenes([1, 4])).toBe('当前音色不支持多音字，场景1、4中有多音字');
  });

  it('keeps the server-side rule objects in step with the spec wording', () => {
    expect(messages.accountRuleMessages.inviteCodeInvalid).toBe(messages.companyMessages.inviteCodeInvalid);
    expect(messages.uploadRuleMessages.uploadFailed).toBe('上传失败请稍后再试！');
  });
});
