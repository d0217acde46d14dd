import type { AreaDocs } from './area-docs';

/** 平台运营: the reference text of the operator console's calls (issue 27, decision 0038). */
export const opsDocs: AreaDocs = {
  name: '平台运营',
  description:
    '平台运营方（运营中心 /ops）的接口：与企业用户完全隔离的登录与会话（Cookie `ops_session`），开通企业、授予授权与资源包、登记线下付款、微信支付退款、品牌（OEM）、平台公告、审计日志与运营数据。每一次变更都写入审计日志。',
  calls: {
    opsLogin: {
      summary: '运营方登录',
      description: '邮箱与密码登录运营中心，与企业登录同样限流与锁定（第 5 次失败起放慢，第 10 次锁定 15 分钟）。',
    },
    opsLogout: { summary: '运营方退出登录', description: '结束运营中心会话并清除 Cookie。' },
    opsMe: { summary: '当前运营方', description: '返回已登录的运营方；未登录返回 401。' },
    opsSetupOperator: {
      summary: '初始化为平台运营',
      description:
        '平台模式的初始化：用启动时打印的一次性链接创建运营方账号并登录运营中心。链接已用、过期或平台已初始化时返回 410。',
    },
    opsCompanyList: {
      summary: '企业列表',
      description: '按名称搜索、按状态筛选企业，含超管邮箱、用户数、授权到期与累计收入。',
    },
    opsCompanyDetail: { summary: '企业详情', description: '一家企业的成员、授权、资源额度、订单与用量。' },
    opsCompanyCreate: {
      summary: '新建企业',
      description:
        '创建企业及其第一位超级管理员；超管收到激活邮件（3 天内设置密码）。企业在授予授权之前没有任何产品线。',
    },
    opsCompanySuspend: {
      summary: '暂停企业',
      description: '暂停后企业成员的会话立即失效，登录时看到暂停原因与联系人；数据保留，恢复后照常使用。',
    },
    opsCompanyResume: { summary: '恢复企业', description: '解除暂停，或在宽限期内撤销注销。' },
    opsCompanyDelete: {
      summary: '注销企业',
      description:
        '需输入企业名称确认。企业成员的会话立即结束、无法登录；宽限期（COMPANY_DELETE_GRACE_DAYS，默认 30 天）内可撤销，期满后企业的数据与文件被永久删除，审计日志保留记录。',
    },
    opsLicenceGrant: {
      summary: '授予授权',
      description:
        '为企业授予或延长产品线授权（21 视频、22 名片、23 一体机、24 SDK），来源为线下开通或平台赠送；从当前授权的到期日起延长，并开启对应的功能权限。企业的权益看板立即可见。',
    },
    opsLicenceRevoke: { summary: '收回授权', description: '把企业某条产品线的有效授权在此刻结束（记录保留）。' },
    opsQuotaGrant: { summary: '赠送资源包', description: '为企业的某项资源额度增加数量（线下开通或平台赠送）。' },
    opsProductList: {
      summary: '商品与价格',
      description:
        '付费墙上的全部授权版本与资源加油包：发放内容（天数、资源与数量）、当前价格与默认价格、原价、角标、是否在售、是否可修改（免费版不可）。登记线下付款时从中选择有价格的商品。',
    },
    opsProductSave: {
      summary: '修改商品价格',
      description:
        '修改一件商品的价格、原价（划线价，可为空）、角标文字（至多 12 字）或上架/下架；未传的字段保持不变。`reset: true` 恢复代码中的默认价格、原价、角标并重新上架。价格以元计，0.01–1000000 元、最多两位小数，原价须高于价格。付费墙与新订单立即使用新价格（其他进程 5 秒内），已创建的订单保持原金额；下架的商品不在付费墙展示，下单返回「该商品已下架」。每次修改写入审计日志。',
    },
    opsOrderList: { summary: '全部订单', description: '所有企业的订单，最新在前，可按企业与状态筛选。' },
    opsOrderRecordOffline: {
      summary: '登记线下付款',
      description:
        '收到对公转账后登记为已支付订单（来源：线下），与微信支付订单同样发放权益，授权来源记为线下开通。同一转账流水号只能登记一次。',
    },
    opsOrderRefund: {
      summary: '订单退款',
      description:
        '通过微信支付退款接口全额退款一笔在线支付的订单，并收回该订单发放的权益（资源不低于已用量，授权不早于此刻）。退款单号在请求前保存，重试不会重复退款。',
    },
    opsBrandList: { summary: '品牌列表', description: '全部 OEM 品牌（按域名）。' },
    opsBrandSave: {
      summary: '保存品牌',
      description:
        '新建或修改某个域名的品牌：平台名称、标题颜色、Logo、登录页提示与图片、ICP 备案号、公安备案号与购买联系人。一个域名只能属于一个品牌；该域名下一次打开页面即生效。',
    },
    opsBrandDelete: { summary: '删除品牌', description: '删除后该域名不再被识别为 OEM 域名。' },
    opsBrandImageUpload: {
      summary: '上传品牌图片',
      description:
        '上传品牌的 Logo 或登录页图片（multipart：kind 为 logo 或 loginImage，file 为图片）。按文件内容识别格式，只接受 PNG、JPG、WebP（SVG 可含脚本，不接受）；Logo 不超过 2MB、短边至少 64 像素，登录页图片不超过 5MB、宽至少 600 像素，长边分别不超过 4096 与 6000 像素。图片重新编码（去除元数据与附加内容）：Logo 存为 PNG（保留透明），登录页图片存为宽不超过 1920 像素的 JPG。返回图片地址，填入品牌的 logoUrl 或 webPageCustomImg 后保存品牌即生效。每位运营方每小时最多 30 次。',
    },
    opsNoticeList: { summary: '平台公告', description: '全部平台公告，最新在前。' },
    opsNoticeSave: {
      summary: '发布公告',
      description: '发布（或定时发布）一条平台公告：每位企业用户在页面轮询时看到一次（发布后 30 天内）。',
    },
    opsNoticeRetract: { summary: '撤回公告', description: '撤回后尚未看到的用户不再收到。' },
    opsAuditList: {
      summary: '审计日志',
      description: '运营方的每一次变更：谁、何时、从哪个 IP、对什么对象、变更前后。',
    },
    opsPaymentSettingsGet: {
      summary: '微信支付配置',
      description:
        '当前使用的微信支付商户：来自运营中心、环境变量（WECHATPAY_*）或未配置；密钥只显示是否已设置，从不返回。',
    },
    opsSpeechSettingsGet: {
      summary: '语音服务配置',
      description:
        'Azure、阿里云、腾讯云语音合成各自的来源（运营中心、环境变量或未配置）、地域、密钥 ID 和接口地址；密钥只显示是否已配置。',
    },
    opsSpeechSettingsSave: {
      summary: '保存语音服务配置',
      description:
        '在运营中心配置一个云语音服务（地域、密钥 ID、阿里云 Appkey、接口地址、密钥），优先于环境变量；密钥加密保存，留空沿用已保存的值。各进程 5 秒内生效。',
    },
    opsSpeechSettingsClear: {
      summary: '删除语音服务配置',
      description: '删除一个云语音服务在运营中心的配置，恢复使用其环境变量（或不再提供该服务的音色）。',
    },
    opsPaymentSettingsSave: {
      summary: '保存微信支付配置',
      description:
        '在运营中心配置微信支付（商户号、AppID、商户证书序列号、商户私钥、平台公钥及其序列号、APIv3 密钥），优先于环境变量。密钥校验格式后加密保存；留空的密钥沿用已保存的值。',
    },
    opsPaymentSettingsClear: {
      summary: '删除微信支付配置',
      description: '删除运营中心的配置，恢复使用环境变量中的商户（未设置则关闭在线支付）。',
    },
    opsCatalogueAvatarList: {
      summary: '平台数字人',
      description:
        '数字人市场中的平台数字人（企业专属数字人不在其列），按发布时间倒序，含上下架状态、NEW 标记与持有企业数。',
    },
    opsCatalogueAvatarState: {
      summary: '发布或下架数字人',
      description:
        '发布为新品（发布时间记为此刻，进入页头 NEW 列表）、下架（市场不再展示，使用它的项目收到已下架提示）或重新上架（保留原发布时间）。',
    },
    opsCatalogueTemplateList: {
      summary: '平台模板',
      description: '视频创作的平台模板（企业专属模板不在其列），含模板类型、标签、封面、上下架状态与据此创建的项目数。',
    },
    opsCatalogueTemplateState: {
      summary: '下架或上架模板',
      description:
        '下架后企业的模板列表不再展示该模板，也不能再据此新建项目；已创建的项目保留各自的副本，照常编辑与生成。重新上架即恢复。',
    },
    opsOperatorList: {
      summary: '运营人员',
      description:
        '全部运营人员（最早创建的在前）：邮箱、姓名、是否已停用、创建时间，以及哪一行是调用者本人（`isYou`）。',
    },
    opsOperatorCreate: {
      summary: '添加运营人员',
      description:
        '以邮箱、姓名（1–30 字）和初始密码（与企业密码规则相同：8–20 位，同时包含字母和数字）添加运营人员，对方可立即在 /ops/login 登录。邮箱已是运营人员时返回 409。每位运营人员每小时最多添加 20 次。',
      examples: [
        {
          summary: '添加运营人员',
          request: { email: 'li@platform.example', displayName: '运营小李', password: 'Welcome2026' },
        },
      ],
    },
    opsOperatorSetDisabled: {
      summary: '停用或启用运营人员',
      description:
        '`disabled: true` 停用：该运营人员的会话在同一事务中结束，立即退出登录，此后无法登录；`false` 重新启用。不能停用自己（400），也不能停用最后一位正常状态的运营人员（400）；运营人员不存在时返回 404。',
    },
    opsOperatorPasswordReset: {
      summary: '重置其他运营人员的密码',
      description:
        '为忘记密码的同事设置新密码（规则同企业密码），由操作人告知对方。该运营人员的全部会话立即结束，其登录失败的锁定同时解除。不能重置自己的密码（400，请用「修改密码」）；运营人员不存在时返回 404。每位运营人员每小时最多 20 次。审计日志只记录操作，不记录密码。',
    },
    opsPasswordChange: {
      summary: '修改自己的密码',
      description:
        '验证原密码后设置新密码（规则同企业密码，且不能与原密码相同）。原密码错误返回 400，并与登录失败同样计入限流与锁定；成功后本人的其他运营中心会话结束，当前会话保留。每小时最多 10 次。',
    },
    opsStats: { summary: '运营数据', description: '企业、活跃用户、视频、视频分钟与收入的总量及按日（UTC）序列。' },
  },
};
