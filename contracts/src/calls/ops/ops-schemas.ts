import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../../entities/email';
import { ORDER_QUANTITY_MAX, OrderStatusSchema } from '../../constants/payment';
import { opsMessages as m } from '../../messages/ops';
import { PageIndexSchema, pageOf } from '../shared';
import { NewPasswordSchema } from '../auth/auth-schemas';
import { brandImageUrlSchema } from './brand-image-schemas';

/*
 * The operator console (ours, issue 27; decision 0038). The spec describes the company portal only;
 * these shapes are ours. Amounts are in fen, as orders store them; dates travel as dates.
 */

const Uuid = z.string().trim().uuid(m.companyNotFound);
const Email = z
  .string()
  .trim()
  .min(1, m.loginFailed)
  .max(EMAIL_MAX_LENGTH, m.loginFailed)
  .regex(EMAIL_PATTERN, m.loginFailed);
const PageSize = z.coerce.number().int().min(1).max(100).default(20);

export const OperatorSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  /** Another operator chose the password: until it is changed, the console allows nothing else. */
  mustChangePassword: z.boolean(),
});
export type OperatorView = z.infer<typeof OperatorSchema>;

export const OpsLoginInputSchema = z.object({ email: Email, password: z.string().min(1, m.loginFailed).max(200) });

/** deleting: deleted by the operator, purged when its grace period ends (restorable until then). */
export const COMPANY_STATUSES = ['active', 'suspended', 'deleting'] as const;
export const CompanyStatusSchema = z.enum(COMPANY_STATUSES);

/**
 * A product line (000 §3 appId 21–24). A union of literals rather than the shared multi-value
 * literal, whose `.value` getter throws when a deep comparison walks the schema.
 */
const LicenceLineSchema = z.union([z.literal(21), z.literal(22), z.literal(23), z.literal(24)], {
  message: '未知的产品线',
});

export const GRANT_SOURCES = ['offline', 'platformGift'] as const;
export const GrantSourceSchema = z.enum(GRANT_SOURCES);

export const OpsLicenceSchema = z.object({
  appId: z.number().int(),
  source: z.enum(['offline', 'online', 'platformGift']),
  startTime: z.date(),
  endTime: z.date(),
});

export const OpsQuotaSchema = z.object({
  resourceCode: z.string(),
  resourceName: z.string(),
  resourceUnit: z.string(),
  capacity: z.number().int(),
  used: z.number().int(),
});

export const OpsCompanyRowSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  status: CompanyStatusSchema,
  suspendedReason: z.string().nullable(),
  /** When a deleting company's data is purged. */
  deleteAfter: z.date().nullable(),
  createdAt: z.date(),
  /** The company's first super administrator's e-mail (the contact the operator knows). */
  adminEmail: z.string().nullable(),
  userCount: z.number().int(),
  /** The latest end of any live licence, or null when it holds none. */
  licenceEndTime: z.date().nullable(),
  paidFen: z.number().int(),
});

export const OpsCompanyListInputSchema = z.object({
  keyword: z.string().trim().max(50).default(''),
  status: CompanyStatusSchema.optional(),
  pageIndex: PageIndexSchema.default(1),
  pageSize: PageSize,
});
export const OpsCompanyListOutputSchema = pageOf(OpsCompanyRowSchema);

export const OpsCompanyIdInputSchema = z.object({ companyId: Uuid });

export const OpsOrderRowSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  productId: z.string(),
  productDesc: z.string(),
  quantity: z.number().int(),
  priceFen: z.number().int(),
  status: OrderStatusSchema,
  /** online: WeChat Pay; offline: a bank transfer the operator recorded. */
  paySource: z.enum(['online', 'offline']),
  transferRef: z.string().nullable(),
  payOrderId: z.string().nullable(),
  refundedFen: z.number().int(),
  refundedAt: z.date().nullable(),
  createdAt: z.date(),
});

export const OpsCompanyDetailSchema = z.object({
  company: OpsCompanyRowSchema,
  users: z.array(
    z.object({
      id: z.string(),
      displayName: z.string(),
      email: z.string().nullable(),
      roles: z.array(z.string()),
      activated: z.boolean(),
      createdAt: z.date(),
    }),
  ),
  licences: z.array(OpsLicenceSchema),
  quotas: z.array(OpsQuotaSchema),
  orders: z.array(OpsOrderRowSchema),
  usage: z.object({ videos: z.number().int(), videoSeconds: z.number().int() }),
});

export const OpsCompanyCreateInputSchema = z.object({
  displayName: z.string().trim().min(1, m.companyNameEmpty).max(50, m.companyNameTooLong),
  adminEmail: z
    .string()
    .trim()
    .min(1, '请输入邮箱')
    .max(EMAIL_MAX_LENGTH, '邮箱格式不正确')
    .regex(EMAIL_PATTERN, '邮箱格式不正确'),
  adminName: z.string().trim().min(1, '请输入姓名').max(20, '姓名不能超过20个字'),
});

export const OpsCompanySuspendInputSchema = z.object({
  companyId: Uuid,
  reason: z.string().trim().min(1, m.reasonEmpty).max(200),
});

const Days = z.coerce
  .number({ message: m.daysInvalid })
  .int(m.daysInvalid)
  .min(1, m.daysInvalid)
  .max(3650, m.daysInvalid);
const Amount = z.coerce
  .number({ message: m.amountInvalid })
  .int(m.amountInvalid)
  .min(1, m.amountInvalid)
  .max(1_000_000, m.amountInvalid);

export const OpsLicenceGrantInputSchema = z.object({
  companyId: Uuid,
  appIds: z.array(LicenceLineSchema).min(1, m.appIdsEmpty).max(4),
  days: Days,
  source: GrantSourceSchema,
});

export const OpsLicenceRevokeInputSchema = z.object({ companyId: Uuid, appId: LicenceLineSchema });

export const OpsQuotaGrantInputSchema = z.object({
  companyId: Uuid,
  resourceCode: z.string().trim().min(1, m.resourceUnknown).max(40),
  amount: Amount,
  source: GrantSourceSchema,
});

export const OpsOkSchema = z.object({ ok: z.literal(true) });

export const OpsOrderListInputSchema = z.object({
  companyId: Uuid.optional(),
  status: OrderStatusSchema.optional(),
  pageIndex: PageIndexSchema.default(1),
  pageSize: PageSize,
});
export const OpsOrderListOutputSchema = pageOf(OpsOrderRowSchema);

export const OpsOrderRecordOfflineInputSchema = z.object({
  companyId: Uuid,
  productId: z.string().trim().min(1, m.productUnknown).max(64),
  quantity: z.coerce.number().int().min(1).max(ORDER_QUANTITY_MAX).default(1),
  /** The bank's reference of the transfer, so one transfer is never recorded twice. */
  transferRef: z.string().trim().min(1, m.transferRefEmpty).max(64),
  note: z.string().trim().max(200).default(''),
});

export const OpsOrderRefundInputSchema = z.object({
  orderId: z.string().trim().uuid(m.orderNotFound),
  reason: z.string().trim().min(1, m.reasonEmpty).max(80),
});

export const OpsProductSchema = z.object({
  productId: z.string(),
  title: z.string(),
  subtitle: z.string(),
  kind: z.enum(['licence', 'pack']),
  priceFen: z.number().int(),
});

const HexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, m.colorInvalid);

/** A brand (OEM, 000 §1) as the operator edits it: the admin side of company/oem/getInfo. */
export const OpsBrandSchema = z.object({
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, m.domainInvalid)
    .max(253, m.domainInvalid)
    .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, m.domainInvalid),
  webName: z.string().trim().min(1, '请输入平台名称').max(30, '平台名称不能超过30个字'),
  webTabTitle: z.string().trim().max(30).default(''),
  webNameColor: HexColor.default('#1f2329'),
  customizeDesc: z.string().trim().max(200).default(''),
  loginPageTip: z.string().trim().max(100).default(''),
  /** The header's logo and the login page's picture: uploads (brand-image-schemas.ts) or https links. */
  logoUrl: brandImageUrlSchema('logo').default(''),
  webPageCustomImg: brandImageUrlSchema('loginImage').default(''),
  /** ICP 备案号 and 公安备案号: a website in China must show both in its footer. */
  icpFiling: z.string().trim().max(50).default(''),
  policeFiling: z.string().trim().max(50).default(''),
  contactName: z.string().trim().max(30).default(''),
  contactPhone: z.string().trim().max(30).default(''),
  contactEmail: z.string().trim().max(EMAIL_MAX_LENGTH).default(''),
});
export type OpsBrand = z.infer<typeof OpsBrandSchema>;
export const OpsBrandRowSchema = OpsBrandSchema.extend({ updatedAt: z.date() });
export const OpsBrandSaveInputSchema = OpsBrandSchema.extend({
  /** The domain being edited when it is renamed; absent for a new brand. */
  previousDomain: z.string().trim().toLowerCase().max(253).optional(),
});

export const OpsNoticeSchema = z.object({
  id: z.string(),
  message: z.string(),
  level: z.enum(['success', 'error']),
  publishAt: z.date(),
  retractedAt: z.date().nullable(),
  createdAt: z.date(),
});
export const OpsNoticeSaveInputSchema = z.object({
  message: z.string().trim().min(1, '请输入公告内容').max(200, '公告内容不能超过200个字'),
  level: z.enum(['success', 'error']).default('success'),
  /** When companies start seeing it; absent: now. */
  publishAt: z.coerce.date().optional(),
});
export const OpsNoticeIdInputSchema = z.object({ noticeId: z.string().trim().uuid(m.noticeNotFound) });

export const OpsAuditRowSchema = z.object({
  id: z.string(),
  operatorEmail: z.string(),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string().nullable(),
  summary: z.string(),
  ip: z.string(),
  createdAt: z.date(),
});
export const OpsAuditListInputSchema = z.object({ pageIndex: PageIndexSchema.default(1), pageSize: PageSize });
export const OpsAuditListOutputSchema = pageOf(OpsAuditRowSchema);

export const OpsStatsInputSchema = z.object({ days: z.coerce.number().int().min(7).max(365).default(30) });
export const OpsStatsOutputSchema = z.object({
  totals: z.object({
    companies: z.number().int(),
    activeCompanies: z.number().int(),
    users: z.number().int(),
    videos: z.number().int(),
    videoMinutes: z.number(),
    revenueFen: z.number().int(),
  }),
  /** One point per day (UTC date, oldest first). */
  daily: z.array(
    z.object({
      day: z.string(),
      newCompanies: z.number().int(),
      activeUsers: z.number().int(),
      videos: z.number().int(),
      videoMinutes: z.number(),
      revenueFen: z.number().int(),
    }),
  ),
});

export const OpsSetupOperatorInputSchema = z.object({
  token: z.string().trim().min(1).max(200),
  email: OpsCompanyCreateInputSchema.shape.adminEmail,
  displayName: z.string().trim().min(1, '请输入姓名').max(20, '姓名不能超过20个字'),
  password: NewPasswordSchema,
});

/** The WeChat Pay merchant as the console shows it: public parts, and only whether each secret is set. */
export const OpsPaymentSettingsSchema = z.object({
  /** console: set up here; environment: the WECHATPAY_* variables; none: online payment is off. */
  source: z.enum(['console', 'environment', 'none']),
  apiBase: z.string(),
  mchid: z.string(),
  appid: z.string(),
  serialNo: z.string(),
  platformSerial: z.string(),
  hasPrivateKey: z.boolean(),
  hasPlatformPublicKey: z.boolean(),
  hasApiV3Key: z.boolean(),
  updatedAt: z.date().nullable(),
});

const Pem = (label: string) =>
  z
    .string()
    .trim()
    .max(10_000)
    .refine(
      (v) => v === '' || /^-----BEGIN [A-Z ]+-----[\s\S]+-----END [A-Z ]+-----$/.test(v),
      `${label}须为 PEM 格式`,
    );

/**
 * A merchant to save. An empty key keeps the stored one, so the operator can change the merchant's
 * ids without pasting its keys again; the first save needs every key.
 */
export const OpsPaymentSettingsSaveInputSchema = z.object({
  apiBase: z
    .string()
    .trim()
    .max(200)
    .refine(
      (v) => /^https:\/\/[^\s/]+$|^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(v),
      '接口地址须为 https:// 地址',
    )
    .default('https://api.mch.weixin.qq.com'),
  mchid: z
    .string()
    .trim()
    .regex(/^\d{6,32}$/, '商户号须为数字'),
  appid: z
    .string()
    .trim()
    .regex(/^wx[0-9a-zA-Z]{8,30}$/, 'AppID 须以 wx 开头'),
  serialNo: z.string().trim().min(1, '请填写商户证书序列号').max(64),
  platformSerial: z.string().trim().min(1, '请填写平台证书（公钥）序列号').max(64),
  privateKeyPem: Pem('商户私钥'),
  platformPublicKeyPem: Pem('平台公钥'),
  apiV3Key: z
    .string()
    .trim()
    .refine((v) => v === '' || v.length === 32, 'APIv3 密钥须为 32 位'),
});

/** A platform digital human as the console lists it (the market's catalogue, 000 §2). */
export const OpsCatalogueAvatarSchema = z.object({
  personaBizId: z.string(),
  name: z.string(),
  industry: z.string(),
  summaryImage: z.string(),
  releasedAt: z.date(),
  /** Taken offline: not in the market; projects using it are told so (001 §5). */
  offline: z.boolean(),
  /** Among the latest three released: the header's NEW popover shows it (000 §2). */
  isNew: z.boolean(),
  companies: z.number().int(),
});

export const OpsCatalogueAvatarStateInputSchema = z.object({
  personaBizId: z.string().trim().min(1).max(64),
  /** release: (re)published now, so it leads the NEW list; offline: out of the market; online: back, keeping its date. */
  state: z.enum(['release', 'offline', 'online']),
});

/** Deleting a company asks for its name, as GitHub asks for a repository's: a wrong click deletes nothing. */
export const OpsCompanyDeleteInputSchema = z.object({
  companyId: Uuid,
  confirmName: z.string().trim().min(1, m.deleteConfirmName).max(50),
});
export const OpsCompanyDeleteOutputSchema = z.object({ deleteAfter: z.date() });

/** The cloud speech services the console can set up (decision 0026). */
export const CLOUD_SPEECH_PROVIDERS = ['azure', 'alibaba', 'tencent'] as const;
export const CloudSpeechProviderSchema = z.enum(CLOUD_SPEECH_PROVIDERS);

/** One cloud speech service as the console shows it: where it is set up, its public settings, whether its secret is. */
export const OpsSpeechServiceSchema = z.object({
  provider: CloudSpeechProviderSchema,
  /** console: set up here; environment: its variables; none: its voices are not offered. */
  source: z.enum(['console', 'environment', 'none']),
  region: z.string(),
  /** Alibaba's AccessKey ID, Tencent's SecretId; empty for Azure. */
  keyId: z.string(),
  /** Alibaba's project appkey; empty for the others. */
  appkey: z.string(),
  /** The synthesis endpoint; empty when the service's own default for the region is used. */
  endpoint: z.string(),
  /** Alibaba's token endpoint; empty otherwise or for the default. */
  tokenEndpoint: z.string(),
  hasSecret: z.boolean(),
  updatedAt: z.date().nullable(),
});
export const OpsSpeechSettingsSchema = z.object({ services: z.array(OpsSpeechServiceSchema) });

const ServiceUrl = z
  .string()
  .trim()
  .max(300)
  .refine(
    (v) => v === '' || /^https:\/\/[^\s]+$|^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/[^\s]*)?$/.test(v),
    '接口地址须为 https:// 地址',
  )
  .default('');

/**
 * A cloud speech service to save. An empty secret keeps the stored one, so the operator can change
 * the region or ids without pasting the secret again; the first save needs it.
 */
export const OpsSpeechSettingsSaveInputSchema = z
  .object({
    provider: CloudSpeechProviderSchema,
    region: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{2,32}$/, '地域须为小写字母、数字和连字符，例如 cn-shanghai'),
    keyId: z.string().trim().max(128).default(''),
    appkey: z.string().trim().max(64).default(''),
    endpoint: ServiceUrl,
    tokenEndpoint: ServiceUrl,
    secret: z.string().trim().max(512).default(''),
  })
  .refine((v) => v.provider === 'azure' || v.keyId !== '', { message: m.speechKeyIdRequired, path: ['keyId'] })
  .refine((v) => v.provider !== 'alibaba' || v.appkey !== '', { message: m.speechAppkeyRequired, path: ['appkey'] });
