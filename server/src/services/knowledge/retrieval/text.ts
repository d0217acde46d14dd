/**
 * Text normalisation shared by indexing and querying: full-width forms folded, Latin lower-cased,
 * punctuation and spaces dropped, so "营业时间？" and "营业时间" are the same question. Pure.
 */
export function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}\s]+/gu, '');
}

/**
 * Words that carry no topic in a question. Kept short on purpose: a long stop list turns
 * "你们几点关门" into "关门" and loses the sense of time.
 */
const STOP_WORDS = new Set([
  '的', '了', '吗', '呢', '吧', '啊', '呀', '嘛', '哦', '么', '是', '我', '我们', '你', '你们', '您', '请问', '请', '一下',
  '想', '想要', '知道', '问', '问问', '下', '个', '这个', '那个', '有', '在', '和', '与', '及', '就', '都', '也', '还', '能',
  '可以', '吗', '么', '告诉', '麻烦', '帮', '帮忙', '帮我', '给', '给我', '要', '会', '该', '应该', '需要', '贵', '贵司', '咱们',
]);

/** Topic terms of a tokenised text: stop words and single Latin letters dropped. */
export function terms(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of tokens) {
    const t = normalize(raw);
    if (t.length === 0 || STOP_WORDS.has(t)) continue;
    out.push(t);
  }
  return out;
}

/** Character bigrams (a lone character is its own gram): the fallback for short or misspelt questions. */
export function bigrams(text: string): string[] {
  const chars = [...normalize(text)];
  if (chars.length === 1) return chars;
  const grams: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) grams.push(chars[i]! + chars[i + 1]!);
  return grams;
}
