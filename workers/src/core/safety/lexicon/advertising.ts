import { joined, words } from './compose';

/**
 * Advertising-law risk terms (广告法 art. 9(3) absolute terms, art. 16–17 health claims, art. 25
 * return promises): the words short-video platforms throttle (001 §5 广告风险词). Level RISK: the
 * user is warned, not refused. Composed by us from the law's categories; statutes are not subject
 * to copyright (著作权法 art. 5).
 */
export const ADVERTISING = [
  ...words(`最好 最佳 最优 最强 最大 最高 最低 最低价 最高级 最便宜 最先进 最新技术 最新科学 最受欢迎 最时尚 最流行
    最舒适 最奢侈 最完美 最专业 最权威 最安全 最正宗 最实惠 最划算 最火 最畅销 最底价 最赚 最具性价比 最有效 最彻底
    最靠谱 最放心 最纯 最稀缺 最先 最后一波 史上最 史上最低 史无前例 前无古人 绝无仅有 独一无二 全网最低 全国第一
    行业第一 第一品牌 唯一 顶级 极致 国家级 世界级 首个 首选 首家 首发 首创 独家 万能 绝对 永久 无敌 百分之百 100%
    遥遥领先 领导品牌 领先品牌 领袖品牌 国际品质 王牌 销量冠军 销冠 至尊 巅峰 顶尖 尖端 极品 终极 完美无缺 no.1 top1
    根治 治愈 除根 包治百病 药到病除 立竿见影 一次见效 一针见效 无效退款 不反弹 无副作用 无毒副作用 安全无毒 神药 神效 奇效
    特效药 祖传秘方 宫廷秘方 抗癌 防癌 治癌 降血压 降血糖 延年益寿 返老还童 减肥神器 瘦身神器 七天瘦 躺着瘦 不节食
    零风险 无风险 保本 保息 保收益 稳赚 稳赚不赔 躺赚 高回报 高收益 翻倍收益 一夜暴富 内部消息 内幕消息 必涨 包赚
    秒杀 抄底 仅此一次 最后一天 错过就没 再不抢就没了 万人疯抢 全民疯抢 抢疯了 国家免检 质量免检 特供 专供 国家领导人推荐
    驰名商标 中国驰名 全网独家 官方推荐 专家推荐 院士推荐 医生推荐`),
  ...joined(
    '全国 全球 全网 全省 全市 世界 亚洲 中国 行业 同行 业界 国内 国际 宇宙 全城 全行业',
    '第一 最好 最佳 最大 最强 最低 最低价 领先 顶级 首家 首创 唯一 销量第一 排名第一 第一品牌 领导者 冠军 独家',
  ),
];
