import { z } from 'zod';
import { MOMENT_DEFAULT_PAGE, MOMENT_SORT } from '../../constants/interactive';
import { CardAccessInputSchema } from '../applet/card-schemas';
import { IdSchema, PageIndexSchema, pageOf } from '../shared';

/*
 * Card moments (002 §7 "Cards and moments"). 002 names the list payload and the sort modes; the
 * item and label shapes are ours (NOTES-content.md): a moment is text, up to nine images and one
 * video, all picked from the company's media library, tagged with the card's labels.
 */

export const MOMENT_TEXT_MAX = 2000;
export const MOMENT_IMAGES_MAX = 9;
export const MOMENT_LABEL_NAME_MAX = 10;
export const MOMENT_LABELS_MAX = 20;

/** orderType as the legacy client sends it: TIME 0, CUSTOM 1, PREVIOUS -1 (002 §3). */
export const MomentOrderTypeSchema = z.coerce
  .number()
  .int()
  .refine((v) => (Object.values(MOMENT_SORT) as number[]).includes(v), { message: '排序方式无效' });

export const MomentMediaSchema = z.object({
  mediaId: z.string(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  title: z.string(),
});

export const MomentLabelSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  sort: z.number().int(),
  momentCount: z.number().int().nonnegative(),
});

export const MomentSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  content: z.string(),
  images: z.array(MomentMediaSchema),
  video: MomentMediaSchema.nullable(),
  labelIds: z.array(z.string()),
  top: z.boolean(),
  sort: z.number().int(),
  createTime: z.coerce.date(),
  updateTime: z.coerce.date(),
});
export type Moment = z.infer<typeof MomentSchema>;

/** The moment list payload of 002: pageIndex (1), pageSize (20), labelId, projectId, orderType. */
export const MomentQueryInputSchema = z.object({
  pageIndex: PageIndexSchema.default(MOMENT_DEFAULT_PAGE.pageIndex),
  pageSize: z.coerce.number().int().min(1).max(100).default(MOMENT_DEFAULT_PAGE.pageSize),
  labelId: IdSchema.optional(),
  projectId: IdSchema,
  orderType: MomentOrderTypeSchema.default(MOMENT_SORT.TIME),
});

/** Dynamics (002 §3): id, list, total, orderType, labelId, projectId, pageIndex, pageSize. */
export const MomentPageSchema = z.object({
  id: z.string(),
  list: z.array(MomentSchema),
  total: z.number().int().nonnegative(),
  orderType: z.number().int(),
  labelId: z.string().nullable(),
  projectId: z.string(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
});

const MomentBodySchema = z.object({
  content: z.string().max(MOMENT_TEXT_MAX, `动态内容最多 ${MOMENT_TEXT_MAX} 字`).default(''),
  imageMediaIds: z.array(IdSchema).max(MOMENT_IMAGES_MAX, `最多添加 ${MOMENT_IMAGES_MAX} 张图片`).default([]),
  videoMediaId: IdSchema.nullish(),
  labelIds: z.array(IdSchema).max(MOMENT_LABELS_MAX).default([]),
});
export const MomentPublishInputSchema = MomentBodySchema.extend({ projectId: IdSchema });
export const MomentEditInputSchema = MomentBodySchema.extend({ id: IdSchema });

export const MomentTopInputSchema = z.object({
  id: IdSchema,
  /** Pin or unpin; absent toggles. */
  top: z.boolean().optional(),
});

export const LabelNameSchema = z
  .string()
  .trim()
  .min(1, '请填写标签名称')
  .max(MOMENT_LABEL_NAME_MAX, `标签名称最多 ${MOMENT_LABEL_NAME_MAX} 个字`);
export const LabelAddInputSchema = z.object({ projectId: IdSchema, name: LabelNameSchema });
export const LabelUpdateInputSchema = z.object({ id: IdSchema, name: LabelNameSchema });
/** A new order of the card's labels or moments: every id once, first shown first. */
export const OrderInputSchema = z.object({ projectId: IdSchema, ids: z.array(IdSchema).min(1).max(10_000) });
export const UpdateLabelInputSchema = z.object({ id: IdSchema, labelIds: z.array(IdSchema).max(MOMENT_LABELS_MAX) });

export const MomentDeletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });
export const OrderResultSchema = z.object({ projectId: z.string(), count: z.number().int() });

/** The visitor's feed: the card link, an optional label and a page (20 a page, newest pinned first). */
export const CardMomentFeedInputSchema = CardAccessInputSchema.extend({
  labelId: IdSchema.optional(),
  pageIndex: PageIndexSchema.default(1),
});
export const CardMomentFeedSchema = pageOf(MomentSchema).extend({ labels: z.array(MomentLabelSchema) });
