import { joined, words } from './compose';

/**
 * Gambling (刑法 art. 303; 网络信息内容生态治理规定 art. 6): sensitive. Composed by us. 上分, 下分,
 * 返水 and 彩金 are listed only as a casino says them: alone they are 以上分析, 以下分为, a floor
 * drain's 返水 and a jeweller's 彩金.
 */
const STEMS = '赌场 赌博 博彩 百家乐 老虎机 轮盘 赌球 投注 棋牌 六合彩 时时彩 彩票代购 荷官 赌钱 下注';
export const GAMBLING = [
  ...words(`赌博 赌场 博彩 赌钱 赌球 赌马 赌资 赌局 赌具 赌徒 网赌 百家乐 老虎机 轮盘赌 六合彩 时时彩 北京赛车 pk10 私彩
    外围投注 体育投注 真人荷官 在线荷官 菠菜网 首存彩金 彩金领取 打码量 出千 千术 透视扑克 麻将作弊 牌九 炸金花 网上棋牌
    上分下分 下分上分 上分客服 下分客服 上分代理 上分银商 银商上分 赌博网站 博彩网站 博彩公司 澳门赌场 澳门皇冠 新葡京
    太阳城娱乐 金沙娱乐 威尼斯人娱乐 永利娱乐 银河娱乐 彩票平台 洗码 洗码返水 返水比例 返水活动 天天返水 无限返水 高额返水
    返水优惠 注册送彩金 首存送 充值送彩金 百家乐技巧 必赢 包赢 稳赢 赢钱 跑分平台 赌博机 捕鱼机 推币机`),
  ...joined('网上 网络 在线 线上 手机 境外 海外 澳门 地下 私人 正规 信誉 免费 真人', STEMS),
  ...joined(STEMS, '平台 网站 网址 app 开户 代理 注册 下载 技巧 群'),
];
