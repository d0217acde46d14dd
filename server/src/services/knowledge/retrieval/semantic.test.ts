import { describe, expect, it } from 'vitest';
import { tokenize } from '../segmenter';
import { buildFaqIndex, searchFaq } from './faq-index';
import { rerankSemantic, type Embed } from './semantic';

const items = [
  { id: 'parking', questions: ['门店有停车场吗'] },
  { id: 'hours', questions: ['你们几点开门'] },
  { id: 'refund', questions: ['怎么申请退货'] },
];

/** Vectors by topic word: texts about cars share one direction, opening times another. */
const topicEmbed =
  (calls: string[][]): Embed =>
  async (texts) => {
    calls.push(texts);
    return texts.map((t) => Float32Array.from(/车/.test(t) ? [1, 0, 0] : /开门|营业/.test(t) ? [0, 1, 0] : [0, 0, 1]));
  };

describe('semantic re-ranking', () => {
  const index = buildFaqIndex(items, tokenize);

  it('finds a paraphrase that shares no word with its item, and embeds each text once', async () => {
    const calls: string[][] = [];
    const question = '有地方放车吗';
    const lexical = searchFaq(index, question, tokenize);
    expect(lexical[0]?.score ?? 0).toBeLessThan(0.3);
    const [best] = await rerankSemantic(index, question, lexical, topicEmbed(calls), 'm1');
    expect(best).toMatchObject({ faqId: 'parking', score: 1 });
    await rerankSemantic(index, question, lexical, topicEmbed(calls), 'm1');
    expect(calls).toHaveLength(1);
  });

  it('asks nothing when the lexical answer is confident, and keeps the lexical answer when embedding fails', async () => {
    const calls: string[][] = [];
    const confident = searchFaq(index, '你们几点开门', tokenize);
    expect(await rerankSemantic(index, '你们几点开门', confident, topicEmbed(calls), 'm2')).toBe(confident);
    expect(calls).toHaveLength(0);
    const weak = searchFaq(index, '停车方便不', tokenize);
    const failing: Embed = async () => {
      throw new Error('down');
    };
    expect(await rerankSemantic(index, '停车方便不', weak, failing, 'm3')).toBe(weak);
  });

  it('leaves an unrelated question below the answer threshold', async () => {
    const [best] = await rerankSemantic(
      index,
      '今天天气好吗',
      searchFaq(index, '今天天气好吗', tokenize),
      async (texts) =>
        texts.map((t) =>
          Float32Array.from(t.includes('天气') ? [0, 0, 0, 1] : /车/.test(t) ? [1, 0, 0, 0] : [0, 1, 0, 0]),
        ),
      'm4',
    );
    expect(best?.score ?? 0).toBeLessThan(0.3);
  });
});
