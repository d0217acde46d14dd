import { joined, words } from './compose';

/**
 * Drugs (刑法 art. 347–357): the substance names of the public 麻醉药品品种目录 and 精神药品品种目录
 * and their street names, with the selling phrases around them. Sensitive. Composed by us.
 */
const NAMES = `海洛因 冰毒 甲基苯丙胺 苯丙胺 安非他命 摇头丸 mdma 氯胺酮 k粉 大麻 大麻烟 大麻叶 可卡因 古柯碱 古柯叶 吗啡 鸦片 阿片
  罂粟壳 芬太尼 杜冷丁 哌替啶 麻古 丁丙诺啡 曲马多 羟丁酸 ghb 三唑仑 迷奸药 听话水 迷幻药 lsd 裸盖菇素 致幻蘑菇 神仙水
  笑气 浴盐 甲卡西酮 卡西酮 恰特草 合成大麻素 依托咪酯 美沙酮 二乙酰吗啡 麻黄碱 麻黄素 伪麻黄碱 羟亚胺 邻氯苯基环戊酮
  氟硝西泮 γ羟基丁酸 咔哇潮 彩虹烟 奶茶包 跳跳糖毒品 邮票毒品`;
export const DRUGS = [
  ...words(NAMES),
  ...words('毒品 吸毒 贩毒 制毒 运毒 藏毒 毒贩 毒枭 嗑药 溜冰壶 吸食毒品 注射毒品 制毒配方 毒品交易 冰妹 飞叶子'),
  ...joined(
    '出售 购买 求购 代购 批发 零售 哪里买 哪里有 怎么买 网购 货到付款 包邮 自制 制作 合成 提炼 配方 吸食 注射',
    NAMES,
  ),
];
