import { words } from './compose';

/**
 * Phrases in which a listed word is an ordinary one. An allowed phrase hides the words inside it
 * and nowhere else (the mechanism of a company's allow-list), so 大麻镇 is a town in Haining while
 * 大麻 elsewhere still flags, and 筋膜枪支持 is a massage gun that 支持 returns. Composed by us from
 * the false positives of the precision corpus (server/bench/safety-precision/).
 */
export const ALLOWED = words(`
  大麻镇 大麻森乡 大麻哈鱼 工业大麻 大麻纤维 鸦片战争
  a片区 做爱心 做爱好 做爱国 做爱护 当做爱 叫做爱 看做爱 称做爱 比做爱 聊以自慰 差堪自慰 众口交 龙楼凤 蛋黄片 姜黄片
  大黄片 预约妹
  枪支持 枪支架 枪支撑 打气枪 吹气枪
  请假证 病假证 事假证 休假证 产假证 婚假证 丧假证 年假证
  代考生 替考生 申请代开发票 税务机关代开发票 税务局代开发票 代开发票申请
  南京大屠杀
  沙比利 智障儿童 智障人士 智障者 杂种优势 弱智儿童`);
