import { describe, expect, it } from 'vitest';
import { buildKnowledgeIndex, searchPassages, withinChars } from './knowledge-index';
import { tokenize } from './segmenter';

const TEXTS = [
  '星河X200扫地机器人是一款家用清洁设备，支持自动回充。',
  '星河X200扫地机器人的电池保修期为三十六个月，自签收之日起计算。售后热线为四零零八八八。',
  '门店地址在北京市朝阳区建国路八十八号，地铁一号线国贸站下车步行五分钟。',
  '会员积分可以抵扣现金，一百积分抵扣一元，每笔订单最多抵扣百分之五十。',
];
const index = buildKnowledgeIndex(
  [],
  TEXTS.map((text, i) => ({ documentId: 'manual', documentName: '手册', page: i + 1, text })),
  tokenize,
);
const pagesFor = (question: string) =>
  searchPassages(index.documents, question, tokenize, 3, { minScore: 0.2, nearBest: 0.6 }).map((p) => p.page);

describe('document passages search', () => {
  it('finds the passage that holds the question, though it is many times longer', () => {
    expect(pagesFor('X200机器人的电池保修多久？')).toEqual([2]);
    expect(pagesFor('积分怎么用')).toEqual([4]);
    expect(pagesFor('你们店在哪里')).toEqual([3]);
  });

  it('finds nothing for a question no passage holds, and nothing without documents', () => {
    expect(pagesFor('今天天气怎么样')).toEqual([]);
    expect(pagesFor('你好')).toEqual([]);
    expect(
      searchPassages(buildKnowledgeIndex([], [], tokenize).documents, '积分怎么用', tokenize, 3, {
        minScore: 0,
        nearBest: 0,
      }),
    ).toEqual([]);
  });

  it('keeps passages within the length cap, cutting the one that overflows', () => {
    const p = (text: string) => ({ page: 1, text });
    expect(withinChars([p('一二三'), p('四五六七'), p('八九')], 5)).toEqual([p('一二三'), p('四五')]);
    expect(withinChars([p('一二三'), p('四五')], 5)).toEqual([p('一二三'), p('四五')]);
  });
});
