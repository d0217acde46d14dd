import { z } from 'zod';
import { PageIndexSchema, pageOf } from '../shared';

/*
 * The operator's own pages (issue 30 item 7): the legal texts a super administrator edits, and the
 * custom digital-human requests that reach the operator as leads. Shapes are ours.
 */

export const LEGAL_KINDS = ['serviceTerms', 'privacyPolicy'] as const;
export const LegalKindSchema = z.enum(LEGAL_KINDS);
export type LegalKind = z.infer<typeof LegalKindSchema>;
export const LEGAL_TEXT_MAX = 100_000;

export const LegalDocSchema = z.object({
  kind: LegalKindSchema,
  /** 1 for the first saved text; 0 while the built-in default applies. */
  version: z.number().int().nonnegative(),
  content: z.string(),
  updatedAt: z.coerce.date().nullable(),
});

export const LegalSaveInputSchema = z.object({
  kind: LegalKindSchema,
  content: z.string().trim().min(1, '请填写正文').max(LEGAL_TEXT_MAX, `正文最多 ${LEGAL_TEXT_MAX} 字`),
});

export const LegalVersionSchema = z.object({
  version: z.number().int().positive(),
  updatedAt: z.coerce.date(),
  editorName: z.string().nullable(),
  length: z.number().int(),
});

export const CUSTOM_MADE_KINDS = ['2d', '3d', 'voice'] as const;

export const CustomMadeSubmitInputSchema = z.object({
  name: z.string().trim().min(1, '请填写联系人').max(30, '联系人最多 30 个字'),
  phone: z.string().trim().min(1, '请输入正确的手机号码').max(30, '请输入正确的手机号码'),
  companyName: z.string().trim().max(60, '企业名称最多 60 个字').default(''),
  kind: z.enum(CUSTOM_MADE_KINDS).default('2d'),
  scenario: z.string().trim().max(500, '需求描述最多 500 字').default(''),
});

export const CustomMadeViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  companyName: z.string(),
  kind: z.enum(CUSTOM_MADE_KINDS),
  scenario: z.string(),
  createTime: z.coerce.date(),
});

export const CustomMadeListInputSchema = z.object({
  pageIndex: PageIndexSchema.default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const CustomMadePageSchema = pageOf(CustomMadeViewSchema);

/** Requests to delete for good (a lead's name and phone are personal data: deletable on request). */
export const CustomMadeDeleteInputSchema = z.object({
  ids: z.array(z.string().uuid('请求的记录不存在')).min(1, '请选择要删除的需求').max(100, '一次最多删除 100 条'),
});
export const CustomMadeDeleteOutputSchema = z.object({ deleted: z.number().int() });
