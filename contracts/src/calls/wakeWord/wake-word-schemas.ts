import { z } from 'zod';

export const WakeWordSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  word: z.string(),
  createTime: z.date(),
});
export const WakeWordDeletedSchema = z.object({ id: z.string() });
