/** Chinese labels of the lexicon's categories, levels and kinds (ours; the spec names none). */
export const CATEGORY_LABELS = {
  custom: '自定义',
  advertising: '广告法用语',
  gambling: '赌博',
  drugs: '毒品',
  weapons: '枪爆',
  fraud: '诈骗',
  pornography: '色情',
  extremism: '暴恐',
  profanity: '辱骂',
} as const;
export type LexiconCategory = keyof typeof CATEGORY_LABELS;

export const LEVEL_LABELS = { SENSITIVE: '敏感词', RISK: '风险词' } as const;
export const KIND_LABELS = { block: '敏感词', allow: '放行词' } as const;

export const options = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

/** What an add or an import did, in one sentence. */
export function addSummary(r: { added: number; duplicated: number; invalid: number }): string {
  const parts = [`已添加${r.added}个`];
  if (r.duplicated) parts.push(`${r.duplicated}个已存在`);
  if (r.invalid) parts.push(`${r.invalid}个无效`);
  return parts.join('，');
}
