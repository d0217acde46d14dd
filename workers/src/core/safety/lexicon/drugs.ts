import { joined, words } from './compose';

/**
 * Drugs (刑法 art. 347–357): the substance names of the public 麻醉药品品种目录 and 精神药品品种目录
 * and their street names, with the selling phrases around them. Sensitive. Composed by us. Street
 * names that are shop goods first (浴盐 bath salts, 神仙水 a skin essence, 奶茶包 milk-tea sachets)
 * and 制毒 (抑制毒素) are listed only with the drug around them.
 */
const NAMES = `海洛因 冰毒 甲基苯丙胺 苯丙胺 安非他命 摇头丸 mdma 氯胺酮 k粉 大麻 大麻烟 大麻叶 可卡因 古柯碱 古柯叶 鸦片
  罂粟壳 麻古 迷奸药 听话水 迷幻药 lsd 裸盖菇素 致幻蘑菇 甲卡西酮 卡西酮 恰特草 合成大麻素 二乙酰吗啡 羟亚胺
  邻氯苯基环戊酮 γ羟基丁酸 ghb 咔哇潮 彩虹烟 跳跳糖毒品 邮票毒品`;
/**
 * Controlled medicines a hospital or pharmacy names every day (镇痛用吗啡, 含伪麻黄碱的感冒药, 口腔科的笑气镇静):
 * flagged only where they are sold or taken outside a prescription, never alone.
 */
const MEDICINES = `吗啡 芬太尼 杜冷丁 哌替啶 曲马多 三唑仑 美沙酮 氟硝西泮 依托咪酯 麻黄碱 麻黄素 伪麻黄碱 丁丙诺啡 羟丁酸
  阿片 笑气`;
export const DRUGS = [
  ...words(NAMES),
  ...words(`毒品 吸毒 贩毒 运毒 藏毒 毒贩 毒枭 嗑药 溜冰壶 吸食毒品 注射毒品 制毒配方 制毒工厂 制毒窝点 非法制毒 制毒原料
    毒品交易 冰妹 飞叶子 吸食浴盐 吸食神仙水 吸食奶茶包 毒品奶茶包 奶茶包毒品 神仙水毒品 笑气气球`),
  ...joined(
    '出售 购买 求购 代购 批发 零售 哪里买 哪里有 怎么买 网购 货到付款 包邮 自制 制作 合成 提炼 配方 吸食 注射',
    NAMES,
  ),
  ...joined('出售 求购 代购 批发 哪里买 哪里有 怎么买 网购 货到付款 包邮 自制 制作 合成 提炼 吸食', MEDICINES),
];
