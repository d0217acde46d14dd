import { z } from 'zod';
import { WireIdSchema, WireTimeSchema } from './wire';

/**
 * Organisations and their users (002 §7). Field-level rules are not shown (002 §5), so lengths are
 * generous and names only need to be non-empty.
 */
export const OrganizationSchema = z.looseObject({
  orgId: WireIdSchema,
  name: z.string().trim().min(1).max(100),
  description: z.string().max(500).optional(),
  createTime: WireTimeSchema.optional(),
});
export type Organization = z.infer<typeof OrganizationSchema>;

/** A user of an organisation; manage authority makes an organisation manager (000 §6). */
export const OrganizationUserSchema = z.looseObject({
  userId: WireIdSchema,
  orgId: WireIdSchema.optional(),
  displayName: z.string().trim().min(1).max(50),
  email: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  roles: z.array(z.object({ name: z.string() })).default([]),
  isManager: z.boolean().default(false),
});
export type OrganizationUser = z.infer<typeof OrganizationUserSchema>;

/** A company user of the user administration (002 §7: add, edit, delete, lock, unlock). */
export const CompanyUserSchema = z.looseObject({
  id: WireIdSchema,
  displayName: z.string(),
  email: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  roles: z.array(z.object({ name: z.string() })).default([]),
  locked: z.boolean().default(false),
  emailConfirmed: z.boolean().optional(),
});
export type CompanyUser = z.infer<typeof CompanyUserSchema>;
