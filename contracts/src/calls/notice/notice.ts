import { z } from 'zod';

/** A notice (000 §3): success ones show as success toasts, others as error toasts (000 §7). */
export const NoticeSchema = z.object({
  id: z.string(),
  status: z.string(),
  noticeMessage: z.string(),
  createTime: z.date(),
});
export type Notice = z.infer<typeof NoticeSchema>;

export const NoticeListSchema = z.array(NoticeSchema);
