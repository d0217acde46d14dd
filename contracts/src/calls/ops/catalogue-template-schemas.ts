import { z } from 'zod';

/** A platform studio template as the console lists it (001 §3 template kinds). */
export const OpsCatalogueTemplateSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The template kind (web16:9, 75-inch large screen, …). */
  kind: z.string(),
  tags: z.array(z.string()),
  coverUrl: z.string().nullable(),
  /** Taken offline: not in the template lists and no new project starts from it; existing projects keep their copy. */
  offline: z.boolean(),
  /** Video projects made from it, across all companies. */
  projects: z.number().int(),
});

export const OpsCatalogueTemplateStateInputSchema = z.object({
  templateId: z.string().trim().uuid('模板不存在'),
  state: z.enum(['offline', 'online']),
});
