import { synonymOf } from './general-synonyms';
import { DEFAULT_LEXICON, matchConcepts, type Lexicon } from './lexicon';
import { normalize } from './normalize';

export { normalize };

/** Modal verbs keep their A-not-A form (能不能, 有没有): a stop word as a whole, and folded they would glue to a neighbour. */
const MODAL = new Set(['能', '可', '是', '要', '会', '有', '好', '行', '对']);

/**
 * Spoken yes-or-no forms folded to their word: 保不保修 → 保修, 贵不贵 → 贵, 需不需要 → 需要,
 * so the question's topic word is whole again.
 */
export function foldAskForms(text: string): string {
  return text.replace(/(\p{Script=Han})[不没]\1/gu, (form, word: string) => (MODAL.has(word) ? form : word));
}

/**
 * Words that carry no topic in a question. Kept short on purpose: a long stop list turns
 * "你们几点关门" into "关门" and loses the sense of time; question words with a sense (多久, 哪里,
 * 多少钱) are concepts of the lexicon instead.
 */
const STOP_WORDS = new Set([
  '的',
  '了',
  '吗',
  '呢',
  '吧',
  '啊',
  '呀',
  '嘛',
  '哦',
  '么',
  '是',
  '我',
  '我们',
  '你',
  '你们',
  '您',
  '请问',
  '请',
  '一下',
  '想',
  '想要',
  '知道',
  '问',
  '问问',
  '下',
  '个',
  '这个',
  '那个',
  '有',
  '在',
  '和',
  '与',
  '及',
  '就',
  '都',
  '也',
  '还',
  '能',
  '可以',
  '告诉',
  '麻烦',
  '帮',
  '帮忙',
  '帮我',
  '给',
  '给我',
  '要',
  '会',
  '该',
  '应该',
  '咱们',
  '贵司',
  '什么',
  '怎么',
  '怎么样',
  '怎样',
  '如何',
  '哪些',
  '多少',
  '是否',
  '能否',
  '有没有',
  '没有',
  '是不是',
  '能不能',
  '可不可以',
  '要不要',
  '会不会',
  '好不好',
  '行不行',
  '对不对',
  '一般',
  '现在',
  '目前',
  '大概',
  '大约',
  '具体',
  '不能',
  '的话',
  '啦',
  '呗',
  '哈',
  '嗯',
  '一台',
  '一个',
  '一款',
  '台',
  '款',
  '些',
  '这',
  '那',
  '可',
  '吗',
]);

/** Topic terms of a tokenised text: stop words dropped, each word read as its synonym group's word. */
export function terms(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of tokens) {
    const t = normalize(raw);
    if (t.length === 0 || STOP_WORDS.has(t)) continue;
    out.push(synonymOf(t));
  }
  return out;
}

/**
 * The terms a question is indexed and searched by: the lexicon's concepts found in it (price,
 * warranty, how long …) and the segmented words of the rest.
 */
export function analyze(
  text: string,
  tokenize: (text: string) => string[],
  lexicon: Lexicon = DEFAULT_LEXICON,
): string[] {
  const { concepts, rest } = matchConcepts(foldAskForms(normalize(text)), lexicon);
  // One segmenter call: the blanks left by the concepts separate the parts (and are dropped as terms).
  const words = rest.trim() === '' ? [] : terms(tokenize(rest));
  return [...concepts, ...words];
}

/** Character bigrams (a lone character is its own gram): the fallback for short or misspelt questions. */
export function bigrams(text: string): string[] {
  const chars = [...normalize(text)];
  if (chars.length === 1) return chars;
  const grams: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) grams.push(chars[i]! + chars[i + 1]!);
  return grams;
}
