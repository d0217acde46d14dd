import { describe, expect, it } from 'vitest';
import { deleteWarning, likenessLine, PHOTO_LIMITS_LINE } from './photo-avatar-text';

describe('photo avatar wording', () => {
  it('names who confirmed the likeness and the day, in Chinese date form', () => {
    expect(likenessLine('张经理', new Date(2025, 2, 7, 15, 30))).toBe('肖像授权：张经理 · 2025/3/7');
  });

  it('says the limits from the shared constants', () => {
    expect(PHOTO_LIMITS_LINE).toBe('JPG、PNG 或 WebP，不超过 10 MB，短边不少于 400 像素');
  });

  it('warns that deletion is immediate and final, and what it does not touch', () => {
    const text = deleteWarning('前台小美');
    expect(text).toContain('「前台小美」');
    expect(text).toContain('立即删除，无法恢复');
    expect(text).toContain('已生成的视频不受影响');
    expect(text).toContain('需要更换数字人');
  });
});
