import type { BackgroundArtInput } from '@portal/contracts/scene/index';

/** The four visual styles of the platform templates (issue 26 item 3). */
export const TEMPLATE_STYLES = ['corporate', 'tech', 'retail', 'public'] as const;
export type TemplateStyleKey = (typeof TEMPLATE_STYLES)[number];

/** What a product scene draws: a device or a package, built from shapes (product-art.ts). */
export type ProductArt = 'laptop' | 'phone' | 'bottle' | 'tablet';

/** The words a style's scenes say: Chinese, written for the style's kind of company. */
export interface StyleCopy {
  tag: string;
  title: string;
  subtitle: string;
  bulletsHeading: string;
  bullets: readonly [string, string, string];
  productHeading: string;
  productName: string;
  productPoints: readonly [string, string];
  productBadge: string;
  quote: string;
  quoteBy: string;
  closing: string;
  closingLine: string;
  action: string;
  /** One spoken sentence per scene: title, bullets, product, quote, closing. */
  speech: readonly [string, string, string, string, string];
}

export interface TemplateStyle {
  key: TemplateStyleKey;
  /** The style's Chinese name, which is also its tag. */
  name: string;
  background: string;
  art: BackgroundArtInput;
  /** Title colour and body text colour. */
  ink: string;
  muted: string;
  /** The accent colour (the brand theme's primary replaces it) and a second, fixed one. */
  accent: string;
  accent2: string;
  /** Text drawn on the accent colour. */
  onAccent: string;
  /** Card fill and outline. */
  card: string;
  cardLine: string;
  /** Caption colour and its outline (0 for none). */
  caption: string;
  captionStroke: number;
  product: ProductArt;
  copy: StyleCopy;
}

export const STYLES: Readonly<Record<TemplateStyleKey, TemplateStyle>> = {
  corporate: {
    key: 'corporate',
    name: '商务',
    background: '#0b1f3a',
    art: {
      gradient: { from: '#0f2a4f', to: '#081528', angle: 120 },
      pattern: { kind: 'diagonal', color: '#ffffff', opacity: 0.035, spacing: 56 },
      brand: true,
    },
    ink: '#ffffff',
    muted: '#c3cfe2',
    accent: '#c9a45c',
    accent2: '#3b82f6',
    onAccent: '#0b1f3a',
    card: 'rgba(255,255,255,0.07)',
    cardLine: 'rgba(201,164,92,0.45)',
    caption: '#ffffff',
    captionStroke: 2,
    product: 'laptop',
    copy: {
      tag: '2026 年度发布',
      title: '企业年度战略发布',
      subtitle: '携手共进 · 共创价值',
      bulletsHeading: '我们的优势',
      bullets: ['深耕行业二十年，经验扎实', '服务客户超过五千家', '全国三十个城市设有服务网点'],
      productHeading: '智慧办公解决方案',
      productName: '云端协同办公平台',
      productPoints: ['会议、审批、文档一站完成', '数据加密存储，安全合规'],
      productBadge: '新品',
      quote: '专业创造价值，诚信赢得信任。',
      quoteBy: '—— 公司董事长',
      closing: '感谢您的关注',
      closingLine: '商务合作热线 400-800-0000',
      action: '预约演示',
      speech: [
        '欢迎观看我们的年度战略发布。',
        '我们深耕行业二十年，服务客户超过五千家。',
        '云端协同办公平台，让团队协作更高效。',
        '专业创造价值，诚信赢得信任。',
        '感谢您的关注，期待与您合作。',
      ],
    },
  },
  tech: {
    key: 'tech',
    name: '科技',
    background: '#050b1f',
    art: {
      gradient: { from: '#0d2a66', to: '#040816', kind: 'radial' },
      pattern: { kind: 'grid', color: '#38bdf8', opacity: 0.07, spacing: 64 },
      brand: true,
    },
    ink: '#ffffff',
    muted: '#a5b8dc',
    accent: '#22d3ee',
    accent2: '#8b5cf6',
    onAccent: '#04111f',
    card: 'rgba(56,189,248,0.08)',
    cardLine: 'rgba(34,211,238,0.45)',
    caption: '#ffffff',
    captionStroke: 2,
    product: 'phone',
    copy: {
      tag: '智能新品',
      title: '新一代智能云平台',
      subtitle: '算力 · 数据 · 智能 一体化',
      bulletsHeading: '核心能力',
      bullets: ['毫秒级响应，弹性扩容', '全年可用性达 99.99%', '全链路数据加密'],
      productHeading: '移动端全新上线',
      productName: '智能助手 App',
      productPoints: ['语音问答，随时随地', '多端同步，数据实时更新'],
      productBadge: 'AI',
      quote: '让每一家企业都用得起人工智能。',
      quoteBy: '—— 产品负责人',
      closing: '开启智能新时代',
      closingLine: '访问官网，免费试用三十天',
      action: '立即体验',
      speech: [
        '全新一代智能云平台，今天正式发布。',
        '毫秒级响应，全年可用性达百分之九十九点九九。',
        '智能助手移动端全新上线。',
        '让每一家企业都用得起人工智能。',
        '欢迎免费试用，开启智能新时代。',
      ],
    },
  },
  retail: {
    key: 'retail',
    name: '零售',
    background: '#fff7ed',
    art: {
      gradient: { from: '#fff7ed', to: '#ffe1d2', angle: 90 },
      pattern: { kind: 'dots', color: '#f97316', opacity: 0.1, spacing: 44 },
    },
    ink: '#3b1d0f',
    muted: '#7c4a2d',
    accent: '#e11d48',
    accent2: '#f59e0b',
    onAccent: '#ffffff',
    card: '#ffffff',
    cardLine: 'rgba(225,29,72,0.18)',
    caption: '#3b1d0f',
    captionStroke: 0,
    product: 'bottle',
    copy: {
      tag: '限时特惠',
      title: '新品上市 限时优惠',
      subtitle: '全场满 299 元减 50 元',
      bulletsHeading: '购物无忧',
      bullets: ['正品保障，假一赔十', '七天无理由退换', '全国包邮，次日送达'],
      productHeading: '本季主推',
      productName: '植萃保湿精华液',
      productPoints: ['温和配方，敏感肌可用', '30 毫升 · 会员价 ¥199'],
      productBadge: '¥199',
      quote: '包装精美，效果超出预期，已经回购三次！',
      quoteBy: '—— 来自顾客的评价',
      closing: '立即选购',
      closingLine: '扫码进店 · 线上线下同价',
      action: '进店看看',
      speech: [
        '新品上市，全场满二百九十九元减五十元。',
        '正品保障，七天无理由退换，全国包邮。',
        '本季主推植萃保湿精华液，会员价一百九十九元。',
        '顾客说，包装精美，效果超出预期。',
        '欢迎进店选购。',
      ],
    },
  },
  public: {
    key: 'public',
    name: '政务',
    background: '#f6f8fc',
    art: {
      gradient: { from: '#ffffff', to: '#eef2f9', angle: 90 },
      pattern: { kind: 'waves', color: '#b91c1c', opacity: 0.05, spacing: 90 },
    },
    ink: '#1f2937',
    muted: '#4b5563',
    accent: '#c8102e',
    accent2: '#d4a017',
    onAccent: '#ffffff',
    card: '#ffffff',
    cardLine: 'rgba(200,16,46,0.16)',
    caption: '#1f2937',
    captionStroke: 0,
    product: 'tablet',
    copy: {
      tag: '便民服务',
      title: '政务服务 一网通办',
      subtitle: '让数据多跑路，让群众少跑腿',
      bulletsHeading: '办事更便捷',
      bullets: ['线上预约，随时办理', '材料精简，一次提交', '进度可查，结果可达'],
      productHeading: '掌上办事大厅',
      productName: '政务服务移动端',
      productPoints: ['两百余项事项掌上可办', '电子证照，一次认证处处可用'],
      productBadge: '便民',
      quote: '便民利民，服务为先。',
      quoteBy: '—— 政务服务中心',
      closing: '服务热线 12345',
      closingLine: '工作日 9:00–17:00 竭诚为您服务',
      action: '在线办理',
      speech: [
        '政务服务一网通办，让群众少跑腿。',
        '线上预约，材料精简，进度可查。',
        '两百余项事项，在掌上办事大厅即可办理。',
        '便民利民，服务为先。',
        '如有疑问，请拨打服务热线一二三四五。',
      ],
    },
  },
};
