import { describe, expect, it } from 'vitest';
import { TEMPLATE_KINDS } from '@portal/contracts';
import { templateKindLabel, templateTagLabel } from './template-labels';

describe('template labels', () => {
  it('names every template kind in Chinese', () => {
    for (const kind of TEMPLATE_KINDS) expect(templateKindLabel(kind.name)).toMatch(/[\u4e00-\u9fff]/);
    expect(templateKindLabel('phone template')).toBe('手机模板');
  });
  it('says which way a ratio tag stands and keeps other tags', () => {
    expect(templateTagLabel('16:9')).toBe('横屏 16:9');
    expect(templateTagLabel('9:16')).toBe('竖屏 9:16');
    expect(templateTagLabel('1:1')).toBe('方形 1:1');
    expect(templateTagLabel('节日')).toBe('节日');
  });
});
