import { z } from 'zod';
import { IdSchema, PageIndexSchema, PageSizeSchema, QueryBooleanSchema } from '../shared';

/*
 * Organisation administration (002 §7). The spec shows the paths only; shapes are ours, and 002 §5
 * shows no field rules, so names are 1–50 characters and descriptions at most 200.
 */
export const QuotaAllocationSchema = z.object({
  resourceCode: z.string().trim().min(1).max(40),
  capacity: z.coerce.number().int().min(0).max(100_000_000),
});

export const OrgFieldsSchema = z.object({
  name: z.string().trim().min(1, '请输入组织名称').max(50, '组织名称不能超过50字'),
  description: z.string().trim().max(200, '组织描述不能超过200字').default(''),
});

export const OrgCreateSchema = OrgFieldsSchema.extend({ quotas: z.array(QuotaAllocationSchema).max(50).default([]) });
export const OrgEditSchema = z.object({
  orgId: IdSchema,
  name: OrgFieldsSchema.shape.name.optional(),
  description: z.string().trim().max(200, '组织描述不能超过200字').optional(),
  quotas: z.array(QuotaAllocationSchema).max(50).optional(),
});
export const OrgIdInputSchema = z.object({ orgId: IdSchema });
export const UserIdInputSchema = z.object({ userId: IdSchema });

export const OrgPageQuerySchema = z.object({
  pageIndex: PageIndexSchema.default(1),
  pageSize: PageSizeSchema.default(10),
  keyword: z.string().trim().max(100).optional(),
});

export const OrgItemSchema = z.object({
  orgId: z.string(),
  name: z.string(),
  description: z.string(),
  userCount: z.number().int(),
  managerNames: z.array(z.string()),
  createTime: z.date(),
});
export const OrgPageSchema = z.object({
  list: z.array(OrgItemSchema),
  total: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
});

/** One resource as an organisation or a member holds it: the share given and what is left to give. */
export const QuotaShareSchema = z.object({
  resourceCode: z.string(),
  resourceName: z.string(),
  resourceUnit: z.string(),
  quotaType: z.number().int(),
  /** The share given to this organisation or member (0 when none). */
  capacity: z.number().int(),
  /** What has been spent of the share (0 when none is set). */
  used: z.number().int(),
  /** The most it may be given: the parent's capacity less what its other children hold. */
  limit: z.number().int(),
});
export const QuotaSharesSchema = z.object({ list: z.array(QuotaShareSchema) });

export const OrgDetailSchema = OrgItemSchema.extend({ quotas: z.array(QuotaShareSchema) });

export const OrgUserFieldsSchema = z.object({
  displayName: z.string().trim().min(1, '请输入用户名称').max(50, '用户名称不能超过50字'),
  phone: z.string().trim().max(30).optional(),
  isManager: QueryBooleanSchema.default(false),
});
export const OrgUserCreateSchema = OrgUserFieldsSchema.extend({
  orgId: IdSchema,
  email: z.string().trim().min(1, '请输入邮箱').max(254),
  quotas: z.array(QuotaAllocationSchema).max(50).default([]),
});
export const OrgUserEditSchema = z.object({
  userId: IdSchema,
  displayName: OrgUserFieldsSchema.shape.displayName.optional(),
  phone: z.string().trim().max(30).optional(),
  isManager: QueryBooleanSchema.optional(),
});
export const OrgUserQuotasEditSchema = z.object({
  userId: IdSchema,
  quotas: z.array(QuotaAllocationSchema).min(1).max(50),
});
export const OrgUserPageQuerySchema = OrgPageQuerySchema.extend({ orgId: IdSchema.optional() });

export const OrgUserItemSchema = z.object({
  userId: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  isManager: z.boolean(),
  locked: z.boolean(),
  emailConfirmed: z.boolean(),
  createTime: z.date(),
});
export const OrgUserPageSchema = z.object({
  list: z.array(OrgUserItemSchema),
  total: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
});
export const OrgUserDetailSchema = OrgUserItemSchema.extend({ quotas: z.array(QuotaShareSchema) });

/** Digital employees (personal styles) and voices an organisation or member may use. */
export const OrgPersonalsQuerySchema = z.object({ orgId: IdSchema.optional(), userId: IdSchema.optional() });
export const OrgPersonalSchema = z.object({ personaBizId: z.string(), name: z.string(), industry: z.string() });
export const OrgVoiceSchema = z.object({
  voiceBizId: z.string(),
  name: z.string(),
  languageCode: z.string(),
  gender: z.string(),
});

/** Our data-analysis call: days as YYYY-MM-DD, at most a year apart. */
export const DataAnalysisQuerySchema = z.object({
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD'),
  endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为YYYY-MM-DD'),
  orgId: IdSchema.optional(),
});
export const DataAnalysisSchema = z.object({
  daily: z.array(
    z.object({ date: z.string(), videos: z.number().int(), minutes: z.number(), activeMembers: z.number().int() }),
  ),
  quotas: z.array(
    z.object({
      resourceCode: z.string(),
      resourceName: z.string(),
      resourceUnit: z.string(),
      used: z.number().int(),
      total: z.number().int(),
    }),
  ),
  topTemplates: z.array(z.object({ name: z.string(), videos: z.number().int() })),
  totals: z.object({
    videos: z.number().int(),
    minutes: z.number(),
    activeMembers: z.number().int(),
    members: z.number().int(),
  }),
});

/**
 * Our document-analysis figures (000 §2 DocDataAnalyse names the page only): library documents
 * uploaded, conversions to page images or video and the pages they made, document types, and the
 * interactive projects that answer from the library.
 */
export const DocDataAnalysisSchema = z.object({
  daily: z.array(
    z.object({ date: z.string(), uploads: z.number().int(), conversions: z.number().int(), pages: z.number().int() }),
  ),
  byType: z.array(z.object({ type: z.string(), documents: z.number().int() })),
  conversions: z.object({
    succeeded: z.number().int(),
    failed: z.number().int(),
    running: z.number().int(),
    toImages: z.number().int(),
    toVideo: z.number().int(),
  }),
  boundProjects: z.array(z.object({ title: z.string(), boundAt: z.date() })),
  totals: z.object({
    documents: z.number().int(),
    uploads: z.number().int(),
    conversions: z.number().int(),
    pages: z.number().int(),
    boundProjects: z.number().int(),
  }),
});

/** Organisation review (002 §7): finished videos of members, with the manager's decision. */
export const ReviewQuerySchema = z.object({
  pageIndex: PageIndexSchema.default(1),
  pageSize: PageSizeSchema.default(10),
  status: z.enum(['pending', 'approved', 'returned', 'all']).default('pending'),
});
export const ReviewItemSchema = z.object({
  videoCreationTaskId: z.string(),
  title: z.string(),
  userId: z.string().nullable(),
  userName: z.string(),
  orgName: z.string(),
  durationMs: z.number().int().nullable(),
  finishedAt: z.date().nullable(),
  reviewStatus: z.enum(['pending', 'approved', 'returned']),
  reason: z.string(),
});
export const ReviewPageSchema = z.object({
  list: z.array(ReviewItemSchema),
  total: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
});
export const ReviewReturnSchema = z.object({
  videoCreationTaskId: IdSchema,
  reason: z.string().trim().min(1, '请填写退回原因').max(200, '退回原因不能超过200字'),
});
