import { describe, expect, it } from 'vitest';
import { tokenize } from '../segmenter';
import { buildFaqIndex, searchFaq, searchText } from './faq-index';
import { buildPinyinVocabulary, correctByPinyin } from './pinyin';

const never = () => false;

describe('homophone typos', () => {
  const vocabulary = buildPinyinVocabulary(['图书馆', '登录', '宽带', '办理']);

  it('reads a misspelt word of the same sound as the FAQ word', () => {
    expect(correctByPinyin('图书管在哪', vocabulary, never)).toBe('图书馆在哪');
    expect(correctByPinyin('怎么登陆', vocabulary, never)).toBe('怎么登录');
    expect(correctByPinyin('宽代怎么装', vocabulary, never)).toBe('宽带怎么装');
  });

  it('leaves words of the FAQ, words sharing no character and words the span would cut alone', () => {
    expect(correctByPinyin('登录图书馆', vocabulary, never)).toBe('登录图书馆');
    // 款待 sounds like 宽带 but keeps none of its characters: a different word, not a typo.
    expect(correctByPinyin('款待客人', vocabulary, never)).toBe('款待客人');
    // 图书管理员: 管理 is a word, so 图书管 is not a misspelt 图书馆.
    const isWord = (w: string) => w === '管理';
    expect(correctByPinyin('图书管理员', vocabulary, isWord)).toBe('图书管理员');
  });

  it('answers the misspelt question with the right item', () => {
    const index = buildFaqIndex(
      [
        { id: 'address', questions: ['图书馆地址在哪里', '图书馆怎么走'] },
        { id: 'login', questions: ['网上借阅平台怎么登录', '读者账号登录不上'] },
        { id: 'hours', questions: ['开馆时间是几点', '周末开门吗'] },
      ],
      tokenize,
    );
    expect(searchText(index, '图书管在哪')).toBe('图书馆在哪');
    expect(searchFaq(index, '图书管在哪', tokenize)[0]).toMatchObject({ faqId: 'address' });
    expect(searchFaq(index, '借阅平台登陆不上', tokenize)[0]).toMatchObject({ faqId: 'login' });
  });
});
