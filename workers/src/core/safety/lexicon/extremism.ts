import { words } from './compose';

/**
 * Terrorism, extremism, separatism, cults and violent crime (网络信息内容生态治理规定 art. 6 (1)–(10),
 * 反恐怖主义法): sensitive. The generic categories a company publishing marketing video needs;
 * named political subjects are left to each company's own list. Composed by us. 自残 alone is what a
 * hospital's mental-health desk is asked about; it is listed where it is taught or shown.
 */
export const EXTREMISM =
  words(`颠覆国家政权 分裂国家 煽动分裂 暴力恐怖 恐怖袭击 恐怖组织 恐怖主义 极端主义 宗教极端 圣战 人体炸弹 自杀式袭击
  邪教 邪教组织 煽动暴乱 暴乱 制造爆炸 投毒 绑架勒索 砍杀 枪杀 屠杀 血腥暴力 斩首 虐杀 种族灭绝 恐怖分子 暴恐 暴恐视频
  爆炸教程 炸弹教程 自杀教程 自残教程 教你自残 教唆自残 自残方法 自残视频 教唆自杀 网络暴力 人肉搜索 散布谣言 造谣
  辱华 仇恨言论 纳粹 卐`);
