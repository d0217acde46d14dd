/**
 * Near-synonym groups of Chinese customer-service questions: the ways visitors ask about price,
 * delivery, returns, warranty, invoices, opening hours … mapped to one concept each, so "什么价位"
 * meets an FAQ written as "多少钱". Written by this project for the customer-service domain in
 * general (not from any one FAQ) and shipped under the project's own licence; no public lexicon
 * reachable from the build (friso's, segment-dict's) holds semantic groups of this kind.
 *
 * A word may belong to a group and, through `broader`, to a wider concept as well: a question
 * about arrival still shares "logistics" with an FAQ about dispatch. Words are matched as
 * substrings of the normalised question, longest first, so segmentation cannot split them
 * (jieba cuts 开发票 as 开发/票).
 */
export interface SynonymGroup {
  concept: string;
  words: string[];
  broader?: string[];
}

export const SYNONYM_GROUPS: SynonymGroup[] = [
  // Money
  { concept: 'price', words: ['价格', '价钱', '价位', '售价', '报价', '定价', '标价', '单价', '零售价', '市场价', '官方价', '价目', '多少钱', '几块钱', '多少块', '几多钱', '怎么卖', '咋卖', '怎么收费', '价', '花多少钱', '要多少钱', '卖多少', '费用', '收费', '贵', '便宜', '划算', '性价比'] },
  { concept: 'discount', words: ['优惠', '折扣', '打折', '促销', '特价', '降价', '减价', '满减', '优惠券', '代金券', '折扣价', '活动价', '让利', '便宜点', '能少点', '砍价', '团购', '秒杀'], broader: ['price'] },
  { concept: 'payment', words: ['付款方式', '支付方式', '付钱', '支付', '付款', '结账', '买单', '结算', '分期', '花呗', '信用卡', '刷卡', '微信支付', '支付宝', '现金', '货到付款', '转账', '扫码付'] },
  { concept: 'shipfee', words: ['运费', '邮费', '快递费', '配送费', '包邮', '免运费', '运输费'], broader: ['price', 'logistics'] },
  { concept: 'free', words: ['免费', '不要钱', '不收钱', '不收费', '白送', '零元'], broader: ['price'] },
  // Buying and orders
  { concept: 'buy', words: ['购买', '买了', '买来', '买回来', '买到', '下单', '下了单', '拍下', '订购', '选购', '入手', '购入', '付款后', '付完款', '支付后', '付款以后', '下单后', '下单以后', '买', '购'] },
  { concept: 'order', words: ['订单', '单号', '订单号', '查订单', '我的订单', '订单状态'] },
  { concept: 'cancel', words: ['取消订单', '取消', '撤销', '撤单', '退订', '不要了'] },
  { concept: 'modify', words: ['修改', '更改', '改地址', '改订单', '变更', '换地址'] },
  { concept: 'stock', words: ['有货', '现货', '库存', '缺货', '断货', '没货', '补货', '有现货', '卖完', '售罄', '还有吗'] },
  // Dispatch and delivery
  { concept: 'ship', words: ['发货', '出货', '寄出', '发出', '寄出去', '发出来', '出库', '揽收', '发快递', '寄快递', '安排发', '发走', '寄'], broader: ['logistics'] },
  { concept: 'arrive', words: ['到货', '送达', '送到', '到达', '收到货', '到手', '能到', '会到', '到家', '签收', '派送', '配送', '送货'], broader: ['logistics'] },
  { concept: 'logistics', words: ['物流', '快递', '运输', '邮寄', '快递公司', '哪家快递', '顺丰', '京东物流', '查物流', '物流信息'] },
  // After the sale
  { concept: 'return', words: ['退货', '退换货', '退换', '退回', '退掉', '退款', '退钱', '退', '无理由', '七天无理由', '不想要', '不满意', '不喜欢', '不合适', '后悔了', '反悔'], broader: ['aftersale'] },
  { concept: 'exchange', words: ['换货', '调换', '换一个', '换个', '换新', '以旧换新'], broader: ['aftersale'] },
  { concept: 'warranty', words: ['保修', '质保', '保修期', '质保期', '包修', '保固', '三包', '延保', '保修卡', '免费修', '免费维修', '保多久', '保几年', '质量保证'], broader: ['aftersale'] },
  { concept: 'repair', words: ['维修', '修理', '修一下', '报修', '返修', '坏了', '坏掉', '故障', '出问题', '出了问题', '出毛病', '有毛病', '不工作', '用不了', '不能用', '没反应', '失灵', '不好使', '打不开', '开不了机', '不亮', '不转'] },
  { concept: 'aftersale', words: ['售后', '售后服务', '售后部', '售后部门', '售后点', '维修点', '服务网点'] },
  { concept: 'contact', words: ['电话', '联系方式', '联系电话', '热线', '客服', '人工客服', '人工', '联系', '联络', '找谁', '问谁', '打给谁', '号码', '微信号', '邮箱', '投诉', '反馈'] },
  // Invoices
  { concept: 'invoice', words: ['发票', '开票', '开发票', '普票', '专票', '增值税发票', '增值税专用发票', '电子发票', '纸质发票', '税票', '收据', '报销凭证', '发票抬头', '抬头', '税号', '报销'] },
  // Set-up and use
  { concept: 'install', words: ['安装', '装机', '组装', '装好', '装上', '装一下', '自己装', '帮忙装', '上门装', '师傅装', '给装', '来装', '安装费', '调试', '拆装', '装吗', '要装', '上墙', '挂墙'] },
  { concept: 'manual', words: ['说明书', '使用说明', '使用手册', '用户手册', '操作手册', '产品手册', '说明手册', '手册', '操作指南', '使用指南', '说明', '指南', '教程', '视频教程'], broader: ['usage'] },
  { concept: 'usage', words: ['怎么用', '咋用', '如何使用', '怎么使用', '怎样使用', '使用方法', '用法', '操作方法', '怎么操作', '如何操作', '怎么开机', '上手', '设置', '怎么设置'] },
  { concept: 'download', words: ['下载', '电子版', 'pdf', '在线版', '官网下', '获取'] },
  { concept: 'maintenance', words: ['清洗', '清洁', '清理', '保养', '除垢', '打扫', '滤网', '滤芯', '更换滤芯', '耗材', '配件'] },
  { concept: 'connect', words: ['连接', '连网', '联网', '连wifi', '配网', '配对', '绑定', '蓝牙连接', 'app', '手机控制', '远程控制'] },
  { concept: 'compatible', words: ['兼容', '适配', '适用', '通用', '能配', '支持哪些', '支不支持'] },
  // Product properties
  { concept: 'power', words: ['耗电', '费电', '省电', '节电', '功率', '功耗', '能耗', '耗能', '节能', '用电', '电费', '度电', '几度电', '用多少电', '瓦数', '多少瓦', '能效', '能效等级', '电量消耗'] },
  { concept: 'battery', words: ['充电', '续航', '电池', '电量', '待机', '充满', '充一次', '用多久电', '快充'] },
  { concept: 'color', words: ['颜色', '配色', '色彩', '色系', '款色', '色号', '什么色', '哪些色', '白色', '黑色', '红色', '蓝色', '灰色', '粉色', '金色', '银色', '绿色', '紫色', '黄色', '白的', '黑的', '红的', '粉的', '颜值'] },
  { concept: 'size', words: ['尺寸', '大小', '尺码', '多大', '多高', '多宽', '多长', '长宽高', '体积', '占地', '重量', '多重', '几斤', '几公斤', '容量', '多少升'] },
  { concept: 'spec', words: ['规格', '型号', '参数', '配置', '性能', '版本', '区别', '不同', '有什么差别', '哪个好', '对比'] },
  { concept: 'material', words: ['材质', '材料', '面料', '用料', '什么做的', '成分', '原料'] },
  { concept: 'noise', words: ['噪音', '噪声', '声音大', '吵', '吵不吵', '分贝', '静音', '响声', '动静'] },
  { concept: 'safety', words: ['安全', '辐射', '危险', '有害', '有毒', '甲醛', '漏电', '认证', '3c'] },
  { concept: 'lifespan', words: ['寿命', '使用年限', '耐用', '能用几年', '用几年', '能用多久'] },
  { concept: 'origin', words: ['产地', '哪里产', '哪里生产', '哪生产', '国产', '进口', '原装', '正品', '真假', '厂家', '品牌'] },
  { concept: 'gift', words: ['赠品', '礼品', '赠送', '送什么', '送不送', '附赠', '礼物', '包装'] },
  { concept: 'trial', words: ['试用', '体验', '试用期', '样品', '试吃', '试穿', '先试'] },
  // Visits and services
  { concept: 'hours', words: ['营业时间', '开门', '关门', '营业', '开放时间', '上班时间', '下班', '打烊', '歇业', '几点开', '几点关', '几点到几点', '工作时间', '周末上班', '节假日'], broader: ['time'] },
  { concept: 'location', words: ['地址', '位置', '具体位置', '在哪里', '在哪儿', '在哪', '哪里', '哪儿', '什么地方', '啥地方', '怎么去', '怎么走', '路线', '附近', '导航', '去哪'] },
  { concept: 'parking', words: ['停车', '停车场', '车位', '停车位', '泊车', '停车费', '好停车'] },
  { concept: 'booking', words: ['预约', '预订', '预定', '订位', '挂号', '排队', '提前订', '约个时间'] },
  { concept: 'account', words: ['会员', '会员卡', '积分', 'vip', '注册', '登录', '登陆', '账号', '账户', '密码', '忘记密码', '找回密码', '实名'] },
  { concept: 'privacy', words: ['隐私', '个人信息', '泄露', '数据安全'] },
  // The question's intent
  { concept: 'howlong', words: ['多久', '多长时间', '多少时间', '多少天', '几天', '几个月', '几年', '多少年', '期限', '时长', '多快', '时效', '要多久', '需要多久'], broader: ['time'] },
  { concept: 'when', words: ['什么时候', '何时', '几时', '啥时候', '哪天', '什么时间', '几号'], broader: ['time'] },
  { concept: 'time', words: ['时间', '几点'] },
  // Words that contain a group's word but mean something else: matched first, they produce nothing.
  { concept: '', words: ['贵司', '贵公司', '贵姓', '退出', '退休', '发现', '发生', '哪里人', '价值', '评价', '代价'] },
  { concept: 'need', words: ['需要', '需不需要', '要不要', '必须', '一定要'] },
];
