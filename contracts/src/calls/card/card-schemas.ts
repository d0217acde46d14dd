import { z } from 'zod';
import { CardDocumentItemSchema, CardVideoItemSchema } from '../../entities/interactive';

/** works/list answers the videos (showType 1) or the documents (showType 2) as works/save stored them. */
export const CardWorksListSchema = z.union([z.array(CardVideoItemSchema), z.array(CardDocumentItemSchema)]);
export const CardWorksSavedSchema = z.object({
  projectId: z.string(),
  videoCount: z.number().int().nonnegative(),
  documentCount: z.number().int().nonnegative(),
});
