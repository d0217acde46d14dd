import { RENDER_CREDIT_COST } from '@portal/contracts';

/**
 * A video pack sold as minutes holds the credits those minutes of 1080P video take (a render draws
 * RENDER_CREDIT_COST per started minute, decision 0005): 60 分钟 is 360, not 60 (10 minutes).
 */
const videoMinutes = (minutes: number) => minutes * RENDER_CREDIT_COST.R_1080P;

/**
 * The products on sale (000 §2 pay-wall; 000 §3 licence product and fuel pack fields). The spec
 * shows the fields, not the offer: the packages, prices and amounts below are ours.
 */
export interface Product {
  productId: string;
  line: 'studio' | 'interactive';
  kind: 'licence' | 'pack';
  title: string;
  subtitle: string;
  /** In fen (1/100 yuan); prices shown in yuan. */
  priceFen: number;
  originPriceFen: number | null;
  unit: string;
  features: string[];
  note: string;
  btnText: string;
  style: 'free' | 'tasting' | 'standard' | 'pack';
  /** Licence products: the app id and days granted. */
  appId?: 21 | 22;
  days?: number;
  /** Fuel packs: the quota resource and how much it adds. */
  resourceCode?: string;
  resourceType?: number;
  amount?: number;
}

export const PRODUCTS: readonly Product[] = [
  {
    productId: 'studio-free',
    line: 'studio',
    kind: 'licence',
    title: '免费版',
    subtitle: '体验数字员工播报',
    priceFen: 0,
    originPriceFen: null,
    unit: '',
    features: ['基础模板', '720P导出'],
    note: '',
    btnText: '免费使用',
    style: 'free',
  },
  {
    productId: 'studio-tasting',
    line: 'studio',
    kind: 'licence',
    title: '体验版',
    subtitle: '适合个人与小团队',
    priceFen: 9_900,
    originPriceFen: 19_900,
    unit: '元/月',
    features: ['全部模板', '1080P导出', '10个数字员工'],
    note: '限时优惠',
    btnText: '立即开通',
    style: 'tasting',
    appId: 21,
    days: 31,
  },
  {
    productId: 'studio-standard',
    line: 'studio',
    kind: 'licence',
    title: '标准版',
    subtitle: '适合企业营销团队',
    priceFen: 99_900,
    originPriceFen: null,
    unit: '元/年',
    features: ['全部模板', '4K导出', '专属模板', '管理后台'],
    note: '',
    btnText: '立即开通',
    style: 'standard',
    appId: 21,
    days: 366,
  },
  {
    productId: 'card-tasting',
    line: 'interactive',
    kind: 'licence',
    title: '互动名片体验版',
    subtitle: '数字人名片',
    priceFen: 19_900,
    originPriceFen: null,
    unit: '元/月',
    features: ['1张数字名片', '问答知识库'],
    note: '',
    btnText: '立即开通',
    style: 'tasting',
    appId: 22,
    days: 31,
  },
  {
    productId: 'pack-video-60',
    line: 'studio',
    kind: 'pack',
    title: '视频合成时长',
    subtitle: '60分钟',
    priceFen: 4_900,
    originPriceFen: null,
    unit: '元',
    features: [],
    note: '',
    btnText: '购买',
    style: 'pack',
    resourceCode: 'RSC-VD-VD',
    resourceType: 0,
    amount: videoMinutes(60),
  },
  {
    productId: 'pack-video-300',
    line: 'studio',
    kind: 'pack',
    title: '视频合成时长',
    subtitle: '300分钟',
    priceFen: 19_900,
    originPriceFen: null,
    unit: '元',
    features: [],
    note: '',
    btnText: '购买',
    style: 'pack',
    resourceCode: 'RSC-VD-VD',
    resourceType: 0,
    amount: videoMinutes(300),
  },
  {
    productId: 'pack-aitext-100',
    line: 'studio',
    kind: 'pack',
    title: 'AI文案生成',
    subtitle: '100次',
    priceFen: 2_900,
    originPriceFen: null,
    unit: '元',
    features: [],
    note: '',
    btnText: '购买',
    style: 'pack',
    resourceCode: 'RSC-COM-AIGT',
    resourceType: 19,
    amount: 100,
  },
];

export const productById = (id: string) => PRODUCTS.find((p) => p.productId === id);
