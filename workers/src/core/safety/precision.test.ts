import { describe, expect, it } from 'vitest';
import { buildAutomaton } from './automaton';
import { scanText } from './check';
import { platformAllowed, platformLexicon } from './lexicon/platform';

const platform = buildAutomaton([...platformLexicon(), ...platformAllowed()]);
const level = (text: string) => scanText(text, [platform]).level;
const sensitiveWords = (text: string) =>
  scanText(text, [platform])
    .matches.filter((m) => m.level === 'SENSITIVE')
    .map((m) => m.word);

describe('everyday words pass, the illegal forms flag', () => {
  it('lets 办证 through and still finds 办假证 and 代办证件, in every written form', () => {
    expect(level('给小朋友办证要带什么')).toBe('NORMAL');
    expect(sensitiveWords('办假证')).toEqual(['办假证']);
    expect(sensitiveWords('代办证件')).toEqual(['代办证件']);
    for (const variant of ['辦假證', '办 假 证', '办*假*证', '办\u200b假证', '代辦證件', '代 办 证 件'])
      expect(level(variant), variant).toBe('SENSITIVE');
  });

  // One ordinary sentence that passes and one that offers, sells, teaches or does the act, per relaxed word.
  it.each([
    ['办证', '图书馆办证需要什么？', '代办各类证件，办证刻章'],
    ['办理身份证', '政务大厅办理身份证需要本人到场', '代办身份证，三天拿证'],
    ['代办签证', '旅行社可以代办签证和护照预约', '出售签证，免面签'],
    ['购买手机卡', '在机场可以购买手机卡吗', '高价收购手机卡'],
    ['出售证件', '本店出售证件套和卡套', '出售身份证，可包邮'],
    ['办理发票', '到税务局办理发票挂失', '代开发票，点数低'],
    ['假币', '收到假币怎么办？', '出售假币，一比十'],
    ['刷单', '刷单就是诈骗，不要相信', '招聘刷单兼职，日结三百'],
    ['套现', '股东减持套现后股价下跌', '信用卡套现秒到账'],
    ['跑分', '这款手机跑分多少', '跑分赚钱，零投入'],
    ['洗钱', '有人说我的卡涉嫌洗钱，让我把钱转出去', '帮人洗钱，高额佣金'],
    ['高利贷', '借了高利贷还不上怎么办', '放高利贷，当天到账'],
    ['考试答案', '考试答案什么时候公布', '出售考试答案，包过'],
    ['考试作弊', '考试作弊会怎么处理', '组织考试作弊'],
    ['盗号', '账号被盗号了怎么办', '专业盗号，先盗后付'],
    ['木马程序', '电脑中了木马程序怎么清除', '定制远控木马'],
    ['钓鱼网站', '如何识别钓鱼网站', '钓鱼网站源码打包'],
    ['四件套', '床上用品四件套每天更换', '高价收四件套，当天结算'],
    ['公民信息', '我们依法保护公民信息安全', '贩卖公民信息'],
    ['实名手机卡', '办理实名手机卡需要身份证', '出售实名手机卡'],
    ['针孔摄像头', '房间里有没有针孔摄像头？', '出售针孔摄像头，隐蔽安装'],
    ['跟踪定位', '物流车辆支持跟踪定位', '手机定位查人，精准到米'],
    ['诈骗', '银行卡被诈骗了能追回吗', '诈骗话术培训'],
    ['原始股', '公司原始股东的出资比例以章程为准', '内部原始股认购'],
    ['带单', '请携带单位开具的证明', '老师带单炒股'],
    ['收卡', '退房时前台收卡', '长期收卡，价格高'],
    ['卡商', '信用卡商城的积分可以兑换礼品', '卡商接码'],
    ['短信轰炸', '手机被短信轰炸怎么办', '短信轰炸机，一键使用'],
    ['收养孩子', '收养孩子需要什么手续', '有偿收养，不走手续'],
    ['彩金', '十八K彩金手镯可以刻字', '首存彩金百分百'],
    ['返水', '卫生间地漏返水怎么办', '天天返水，无上限'],
    ['下分', '以下分为三类情况', '上分下分，秒到'],
    ['上分', '以上分析仅供参考', '上分客服在线'],
    ['吗啡', '晚期癌症疼痛可以开吗啡吗', '出售吗啡，货到付款'],
    ['伪麻黄碱', '含伪麻黄碱的感冒药需要登记身份证', '批发伪麻黄碱'],
    ['笑气', '口腔科为紧张的患者提供笑气镇静', '网购笑气'],
    ['神仙水', '这款神仙水适合干性肌肤', '吸食神仙水'],
    ['浴盐', '泡澡时加一勺浴盐', '吸食浴盐'],
    ['奶茶包', '速溶奶茶包用热水冲泡', '新型毒品奶茶包'],
    ['制毒', '抑制毒素产生', '出售制毒原料'],
    ['子弹', '原子弹的研制成功', '出售子弹'],
    ['tnt', '寄到国外可以选择TNT快递', '出售TNT'],
    ['消音器', '汽车消音器坏了可以修吗', '枪用消音器'],
    ['左轮', '左轮胎漏气了', '出售左轮手枪'],
    ['m16', '需要M16的螺栓', 'M16步枪'],
    ['上门服务', '可以提供上门服务吗', '小姐上门服务'],
    ['包夜', '网吧包夜多少钱', '小姐包夜'],
    ['全套服务', '婚庆公司提供婚礼策划全套服务', '桑拿全套'],
    ['特殊服务', '航空公司为轮椅旅客提供特殊服务', '足浴特殊服务'],
    ['露点', '这份报表的露点温度需要校准', '露点照'],
    ['自残', '家人有自残倾向怎么办', '自残教程'],
    ['狗日', '狗狗日常护理包括洗澡', '狗日的'],
    ['幹你', '干你想干的事', '幹你娘'],
    ['王八', '本店的王八汤是招牌菜', '王八蛋'],
  ])('%s: passes in 「%s」, flags in 「%s」', (_word, ordinary, illegal) => {
    expect(sensitiveWords(ordinary)).toEqual([]);
    expect(level(illegal)).toBe('SENSITIVE');
  });

  it.each([
    ['免费领取', '新用户注册即可免费领取三天会员'],
    ['安全账户', '公检法机关没有安全账户'],
    ['冒充公检法', '接到冒充公检法的电话请立即挂断'],
    ['骗局', '揭秘常见的理财骗局'],
  ])('no longer lists %s, which names no act anyone offers: 「%s」', (_word, ordinary) => {
    expect(sensitiveWords(ordinary)).toEqual([]);
  });

  it.each([
    ['大麻', '海宁市大麻镇的游客服务中心', '出售大麻'],
    ['鸦片', '鸦片战争博物馆每周一闭馆', '哪里有鸦片'],
    ['做爱', '我们一起去敬老院做爱心公益', '做爱视频'],
    ['自慰', '他聊以自慰地说下次会更好', '自慰'],
    ['枪支', '这家店的筋膜枪支持七天无理由退货', '私藏枪支'],
    ['a片', '小区A片区的停车位已满', '看a片'],
    ['代考', '家长可以代考生报名吗', '专业代考'],
    ['假证', '病假证明由接诊医生开具', '哪里可以办假证'],
    ['智障', '智障儿童康复中心招募志愿者', '你个智障'],
  ])('an allowed phrase clears %s only inside it: 「%s」 passes, 「%s」 flags', (_word, ordinary, illegal) => {
    expect(sensitiveWords(ordinary)).toEqual([]);
    expect(level(illegal)).toBe('SENSITIVE');
  });
});

describe('the prohibition rule', () => {
  it.each([
    '机场安检禁止携带枪支、弹药、管制刀具和易燃易爆物品。',
    '酒店内禁止赌博、吸毒和卖淫嫖娼等违法行为',
    '禁止寄递毒品、枪支、弹药、管制刀具、假币等违禁物品',
    '依据反恐怖主义法的规定进行安全检查',
    '请同学们谨防校园贷',
    '严禁 赌博',
    '嚴禁攜帶槍支',
  ])('clears the words a rule or a warning names: 「%s」', (text) => {
    expect(sensitiveWords(text)).toEqual([]);
  });

  it.each([
    ['禁止吸烟，出售枪支', ['出售枪支']],
    ['禁止，赌博', ['赌博']],
    ['出售枪支、弹药', ['出售枪支', '弹药']],
    ['严禁在店内赌博', ['赌博']],
    ['远离毒品，珍爱生命', ['毒品']],
    ['禁止吸烟、出售冰毒和枪支', ['出售冰毒', '枪支']],
  ])('keeps a word that no cue names directly: 「%s」', (text, found) => {
    expect(sensitiveWords(text)).toEqual(found);
  });

  it("never clears a company's own words", () => {
    const company = buildAutomaton([{ word: '竞品甲', level: 'SENSITIVE', category: 'custom', source: 'company' }]);
    expect(scanText('禁止竞品甲', [platform, company]).matches.map((m) => m.word)).toEqual(['竞品甲']);
  });
});
