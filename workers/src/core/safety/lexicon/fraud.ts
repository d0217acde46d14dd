import { joined, words } from './compose';

/**
 * Fraud, forged papers, illegal finance and trade in personal data (刑法 art. 266, 280, 253-1): sensitive.
 * Composed by us.
 *
 * A word that warnings, victims and service desks use too is listed only in the forms that offer,
 * sell, teach or do the act (docs/areas/content-safety.md, precision): 办证 and 办理身份证 are a
 * government hall's everyday words, 办假证 and 代办证件 are not; 假币 is a bank's word, 出售假币 is
 * the crime; 诈骗 and 洗钱 name the crime in every warning and victim's question, 诈骗话术 and
 * 帮人洗钱 are the crime.
 */
const PAPERS =
  '假证 证件 文凭 学历 驾照 身份证 银行卡 手机卡 公民信息 个人信息 社保卡 护照 签证 户口 营业执照 公章 发票';
/** Papers a person may not have bought or made for them (签证, 护照, 营业执照… are legitimately handled by agents). */
const PAPERS_NOT_FOR_AGENTS = '假证 证件 文凭 学历 驾照 身份证 银行卡 公民信息 个人信息 发票';
/** Papers that cannot be bought (a SIM card, a visa fee and 证件套 can). */
const PAPERS_NOT_FOR_SALE = '假证 文凭 学历 驾照 身份证 银行卡 公民信息 个人信息 社保卡 护照 户口 营业执照 公章';
const CASH_OUT = '套现 信用卡套现 花呗套现 白条套现 借呗套现';

export const FRAUD = [
  ...words(`代开发票 代开增值税发票 发票代开 办假证 代办证件 代办各类证件 办各类证件 办证刻章 刻章办证 假证 假文凭 假学历
    高仿币 高仿假币 高仿假钞 假币出售 假钞出售 刷单返利 兼职刷单 刷单兼职 刷单日结 刷单佣金 刷单赚钱 刷单平台 刷单任务
    招聘刷单 招募刷单 刷信誉 刷好评 帮人洗钱 代洗钱 洗钱通道 洗钱平台 专业洗钱 协助洗钱 参与洗钱 洗钱教程 跑分赚钱 跑分兼职 跑分团队 跑分车队 代收跑分 裸贷 校园贷 放高利贷 高利贷放款
    高利贷借款 高利贷公司 提供高利贷 套路贷 砍头息 代考 替考 考前答案 考试答案出售 四六级答案出售 组织考试作弊
    考试作弊器 考试作弊工具 考试作弊设备 作弊器 改分数 黑客攻击 盗号软件 盗号木马 盗号教程 盗号工具 盗号程序 代盗号
    专业盗号 盗号服务 出售木马程序 木马程序出售 制作木马程序 免杀木马 木马定制 远控木马 制作钓鱼网站 搭建钓鱼网站
    钓鱼网站制作 钓鱼网站源码 出售钓鱼网站 出售银行卡 银行卡四件套 对公四件套 公户四件套 收四件套 高价收四件套
    收购四件套 身份证出售 公民信息出售 买卖公民信息 公民信息买卖 贩卖公民信息 个人信息出售 手机卡出售 出售实名手机卡
    实名手机卡出售 收购实名手机卡 微信号出售 qq号出售 窃听器 针孔摄像头出售 跟踪定位他人 手机定位查人 定位查人
    私家侦探 讨债公司 暴力催收 传销 资金盘 杀猪盘 参与诈骗 实施诈骗 从事诈骗 组织诈骗 诈骗教程 诈骗话术 诈骗剧本
    诈骗脚本 诈骗技巧 诈骗软件 教你诈骗 招募诈骗 非法集资 原始股认购 认购原始股 原始股投资 出售原始股 购买原始股
    内部原始股 原始股转让 荐股 带单老师 带单导师 老师带单 导师带单 带单炒股 带单炒币 带单群 喊单 空气币 黑钱 洗白资金
    转账返利 投资返利 日赚千元 躺着赚钱 刷流水 收购银行卡 出租银行卡 高价收卡 长期收卡 大量收卡 收卡平台 收卡群
    卡商平台 卡商群 卡商接码 手机卡卡商 银行卡卡商 接码平台 短信轰炸机 短信轰炸软件 短信轰炸服务 呼死你 代孕 卖肾
    买卖器官 人口贩卖 拐卖儿童 有偿收养 私下收养 买卖儿童 买卖婴儿 出售儿童 收买儿童 收买被拐 出售婴儿`),
  ...joined('代办', PAPERS_NOT_FOR_AGENTS),
  ...joined('出售 代开 高仿 收购 出租 伪造', PAPERS).filter((w) => w !== '出售证件'),
  ...joined('购买', PAPERS_NOT_FOR_SALE),
  ...joined('出售 购买 求购 代购 批发 收购 买卖 哪里买 哪里有', '假币 假钞'),
  ...joined('出售 购买 提供 代发 低价 收费', '考试答案 四六级答案'),
  ...joined('出售 购买 批发 代购 哪里买 网购 销售', '针孔摄像头 针孔摄像机'),
  ...joined('专业 代办 提供 帮忙 帮你 快速', CASH_OUT),
  ...joined(CASH_OUT, '秒到 平台 中介 代理 口子 渠道 服务 业务'),
];
