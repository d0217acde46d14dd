import { z } from 'zod';
import { IdSchema } from '../shared';

/** A user of the company as the user administration shows it (002 §7 company users). */
export const CompanyUserItemSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  roles: z.array(z.string()),
  locked: z.boolean(),
  emailConfirmed: z.boolean(),
  createTime: z.date(),
});

/** Roles an administrator may give; 超管 is for super administrators only (our rule, 002 §6 is silent). */
export const AssignableRoleSchema = z.enum(['管理员', '超管']);

export const AddCompanyUserSchema = z.object({
  displayName: z.string().trim().min(1).max(50),
  email: z.string().trim().min(3).max(254),
  phone: z.string().trim().max(32).optional(),
  roles: z.array(AssignableRoleSchema).max(2).default([]),
});

export const EditCompanyUserSchema = z.object({
  id: IdSchema,
  displayName: z.string().trim().min(1).max(50).optional(),
  phone: z.string().trim().max(32).optional(),
  roles: z.array(AssignableRoleSchema).max(2).optional(),
});
