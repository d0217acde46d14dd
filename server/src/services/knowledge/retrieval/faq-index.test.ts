import { describe, expect, it } from 'vitest';
import { tokenize } from '../segmenter';
import { buildFaqIndex, searchFaq } from './faq-index';
import { buildLexicon, matchConcepts } from './lexicon';
import { analyze, bigrams, foldAskForms, normalize } from './text';

const items = [
  { id: 'hours', questions: ['你们的营业时间是几点到几点', '几点开门', '晚上几点关门'] },
  { id: 'refund', questions: ['怎么申请退货退款', '买的东西不想要了能退吗'] },
  { id: 'parking', questions: ['门店有停车场吗', '开车过去好停车吗'] },
  { id: 'invoice', questions: ['可以开发票吗', '增值税专用发票怎么开'] },
];

describe('FAQ retrieval', () => {
  const index = buildFaqIndex(items, tokenize);

  it("reads an item's answer as a weak signal, and says when an item misses the question's main word", () => {
    const withAnswers = buildFaqIndex(
      [
        {
          id: 'broadband',
          questions: ['宽带坏了怎么报修', '网速很慢怎么办'],
          answer: '请先重启光猫和路由器，仍不能上网请拨打报修电话。',
        },
        { id: 'phone', questions: ['手机信号不好怎么办'], answer: '请检查是否开启飞行模式。' },
      ],
      tokenize,
    );
    const [best] = searchFaq(withAnswers, '光猫亮红灯了', tokenize);
    expect(best).toMatchObject({ faqId: 'broadband' });
    // Held by the answer alone: counted, but under a word of the questions.
    expect(best!.coverage).toBeGreaterThan(0);
    expect(best!.coverage).toBeLessThan(1);
    const cards = buildFaqIndex([{ id: 'door', questions: ['门禁卡丢了怎么补办'] }], tokenize);
    expect(searchFaq(cards, '门禁卡丢了怎么补办', tokenize)[0]!.gap).toBe(0);
    expect(searchFaq(cards, '医保卡丢了怎么补办', tokenize)[0]!.gap).toBeGreaterThan(0.9);
  });

  it('normalises width, case and punctuation, and cuts character bigrams', () => {
    expect(normalize('ＡＢＣ，营业 时间？')).toBe('abc营业时间');
    expect(bigrams('退货')).toEqual(['退货']);
    expect(bigrams('怎么退')).toEqual(['怎么', '么退']);
  });

  it('ranks the paraphrased item first with a high confidence', () => {
    const [best] = searchFaq(index, '请问你们营业时间是什么时候？', tokenize);
    expect(best).toMatchObject({ faqId: 'hours' });
    // Above the answer threshold (FAQ_THRESHOLD, 0.3): the FAQ answers it.
    expect(best!.score).toBeGreaterThan(0.3);
    expect(searchFaq(index, '我想退货，怎么弄', tokenize)[0]!.faqId).toBe('refund');
    expect(searchFaq(index, '有没有停车的地方', tokenize)[0]!.faqId).toBe('parking');
  });

  it('finds a misspelt question through the character fallback', () => {
    expect(searchFaq(index, '增值税专用发漂', tokenize)[0]!.faqId).toBe('invoice');
  });

  it('gives an off-topic question a low confidence', () => {
    const [best] = searchFaq(index, '今天天气怎么样', tokenize);
    expect(best?.score ?? 0).toBeLessThan(0.3);
  });

  it('meets an FAQ worded with other words of the same sense through the lexicon', () => {
    const shop = buildFaqIndex(
      [
        { id: 'price', questions: ['咖啡机多少钱'] },
        { id: 'ship', questions: ['咖啡机下单后多久发货'] },
        { id: 'warranty', questions: ['咖啡机保修多久'] },
        { id: 'invoice', questions: ['咖啡机可以开发票吗'] },
      ],
      tokenize,
    );
    expect(searchFaq(shop, '咖啡机什么价位', tokenize)[0]).toMatchObject({ faqId: 'price' });
    expect(searchFaq(shop, '咖啡机付款后几天寄出', tokenize)[0]).toMatchObject({ faqId: 'ship' });
    expect(searchFaq(shop, '咖啡机质保几年', tokenize)[0]).toMatchObject({ faqId: 'warranty' });
    expect(searchFaq(shop, '咖啡机能给开专票吗', tokenize)[0]).toMatchObject({ faqId: 'invoice' });
  });

  it('matches the longest lexicon word, keeps a guard word whole as a word of its own, and folds A-not-A forms', () => {
    const lexicon = buildLexicon([
      { concept: 'invoice', words: ['发票', '开发票'] },
      { concept: 'ship', words: ['发货'], broader: ['logistics'] },
      { concept: '', words: ['发现'] },
    ]);
    expect(matchConcepts('可以开发票吗', lexicon)).toEqual({ concepts: ['§invoice'], rest: '可以 吗' });
    expect(matchConcepts('发现发货慢', lexicon)).toEqual({ concepts: ['§ship', '§logistics'], rest: ' 发现  慢' });
    expect(foldAskForms('保不保修')).toBe('保修');
    expect(foldAskForms('贵不贵')).toBe('贵');
    expect(foldAskForms('能不能退')).toBe('能不能退');
    expect(analyze('能不能退货', tokenize)).toEqual(['§return', '§aftersale']);
  });

  it('reads traditional characters and full-width forms as their plain simplified form', () => {
    expect(normalize('營業時間？')).toBe('营业时间');
    expect(normalize('ＷＩＦＩ密碼')).toBe('wifi密码');
    expect(searchFaq(index, '門店有停車場嗎', tokenize)[0]).toMatchObject({ faqId: 'parking', score: 1 });
  });

  it('meets a word through the general synonym table', () => {
    const desk = buildFaqIndex(
      [
        { id: 'locker', questions: ['行李可以寄存吗'] },
        { id: 'lost', questions: ['捡到的东西交给谁'] },
      ],
      tokenize,
    );
    // 存放 and 寄存 are one group of the general table (synonyms-pangu.ts).
    expect(analyze('存放', tokenize)).toEqual(analyze('寄存', tokenize));
    expect(searchFaq(desk, '行李能存放吗', tokenize)[0]).toMatchObject({ faqId: 'locker' });
  });

  it('weighs words by how telling they are in general, so a common word shared by chance decides little', () => {
    const library = buildFaqIndex(
      [
        { id: 'address', questions: ['图书馆地址在哪里'] },
        { id: 'lost-card', questions: ['借书证丢了怎么补办'] },
      ],
      tokenize,
    );
    const [best] = searchFaq(library, '我在图书馆把借书证弄丢了', tokenize);
    expect(best).toMatchObject({ faqId: 'lost-card' });
    // The question's rare words are covered: the match holds most of it.
    expect(best!.coverage).toBeGreaterThan(0.6);
  });

  it('answers nothing from an empty index', () => {
    expect(searchFaq(buildFaqIndex([], tokenize), '营业时间', tokenize)).toEqual([]);
  });
});
