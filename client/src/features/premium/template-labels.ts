/** Chinese names of the template kinds of 001 §3 (the data keeps the spec's English names). */
export const TEMPLATE_KIND_LABELS: Readonly<Record<string, string>> = {
  'web16:9': '网页横屏 16:9',
  '75-inch large screen': '75寸大屏',
  '6:16 large screen': '6:16 大屏',
  'tablet 11:16': '平板竖屏 11:16',
  'tablet 16:11': '平板横屏 16:11',
  'phone template': '手机模板',
  'ipone9:16': '手机模板',
  'custom16:9': '自定义横屏 16:9',
  'custom9:16': '自定义竖屏 9:16',
};

export const templateKindLabel = (kind: string) => TEMPLATE_KIND_LABELS[kind] ?? kind;

/** Tags are ratios for platform templates: say which way the screen stands; other tags read as written. */
export function templateTagLabel(tag: string): string {
  const ratio = /^(\d+):(\d+)$/.exec(tag);
  if (!ratio) return TEMPLATE_KIND_LABELS[tag] ?? tag;
  const [w, h] = [Number(ratio[1]), Number(ratio[2])];
  return `${w > h ? '横屏' : w < h ? '竖屏' : '方形'} ${tag}`;
}
