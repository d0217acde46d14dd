import { joined, words } from './compose';

/** Weapons and explosives (枪支管理法, 民用爆炸物品安全管理条例): sensitive. Composed by us. */
const NAMES = `枪支 手枪 步枪 冲锋枪 机枪 狙击枪 猎枪 气枪 汽枪 气步枪 气狗 仿真枪 钢珠枪 火药枪 麻醉枪 电击枪 军用弩 弩箭 弹药
  炸药 雷管 手雷 手榴弹 土炸弹 燃烧弹 催泪弹 催泪瓦斯 管制刀具 军刺 三棱刀 弹簧刀 蝴蝶刀 开山刀 枪管 撞针 黑火药
  硝铵炸药 燃烧瓶 猎枪子弹 铅弹 狗粮子弹 五四式 六四式 沙漠之鹰 ak47 弓弩`;
/**
 * Named only where they are traded: 子弹 is also 原子弹 and 子弹头列车, TNT a courier. 消音器 (a car's
 * exhaust), 左轮 (左轮胎) and m16 (a bolt size) are not words of their own: 枪用消音器 is, and 左轮手枪
 * and m16步枪 are found through 手枪 and 步枪.
 */
const TRADED = '子弹 tnt';
export const WEAPONS = [
  ...words(NAMES),
  ...words(
    '枪支交易 买卖枪支 私藏枪支 制造枪支 自制炸弹 炸弹制作 爆炸物 制爆 枪友 枪械论坛 猎枪出售 气枪出售 枪用消音器',
  ),
  ...joined('出售 购买 求购 代购 批发 哪里买 网购 自制 制作 改装 组装 图纸 配件 教程 货到付款', `${NAMES} ${TRADED}`),
];
