/**
 * The local content-safety lexicon. Risk words are the absolute and exaggerated claims short-video
 * platforms throttle under advertising rules (001 §5 text pre-review: 广告风险词); sensitive words
 * are content no company may publish. A starting list of ours: the spec names the levels, not the words.
 */
export const RISK_WORDS = [
  '最好',
  '最佳',
  '最优',
  '最强',
  '最低价',
  '最高级',
  '最便宜',
  '全网最低',
  '史上最',
  '全国第一',
  '行业第一',
  '第一品牌',
  '唯一',
  '顶级',
  '极致',
  '国家级',
  '世界级',
  '首个',
  '首选',
  '万能',
  '绝对',
  '永久',
  '无敌',
  '百分之百',
  '100%',
  '根治',
  '包治百病',
  '立竿见影',
  '零风险',
  '稳赚不赔',
  '秒杀',
  '抄底',
] as const;

export const SENSITIVE_WORDS = [
  '赌博',
  '博彩',
  '毒品',
  '枪支',
  '代开发票',
  '色情',
  '诈骗',
  '洗钱',
  '传销',
  '高利贷',
] as const;
