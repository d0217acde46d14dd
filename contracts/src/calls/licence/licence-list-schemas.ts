import { z } from 'zod';
import { PageIndexSchema, PageSizeSchema } from '../shared';

/** A row of the benefit board (000 §3: kinds License/ResourcePackage, sources, status labels). */
export const LicenceRowSchema = z.object({
  id: z.string(),
  appId: z.number().int(),
  name: z.string(),
  kind: z.enum(['License', 'ResourcePackage']),
  source: z.enum(['offline', 'online', 'platformGift']),
  status: z.enum(['valid', 'invalid', 'expired']),
  statusLabel: z.string(),
  startTime: z.date(),
  endTime: z.date(),
});

export const LicenceListQuerySchema = z.object({
  pageIndex: PageIndexSchema.default(1),
  /** 000 §9: licence list page size 10. */
  pageSize: PageSizeSchema.default(10),
});
