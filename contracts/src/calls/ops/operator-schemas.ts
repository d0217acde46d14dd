import { z } from 'zod';
import { opsMessages as m } from '../../messages/ops';
import { NewPasswordSchema } from '../auth/auth-schemas';
import { OpsCompanyCreateInputSchema } from './ops-schemas';

/*
 * Operators managing operators (运营人员) and an operator's own password (ours, issue 27; decision
 * 0038). Passwords follow the company rules (NewPasswordSchema), so one policy covers both realms.
 */

/** Ours: a name the console header shows beside 退出登录. */
export const OPERATOR_NAME_MAX = 30;

export const OpsOperatorRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  /** A disabled operator cannot sign in and has no live session; 启用 gives the account back. */
  disabled: z.boolean(),
  createdAt: z.date(),
  /** The caller's own row: the console offers no 停用 on it. */
  isYou: z.boolean(),
});
export type OpsOperatorRow = z.infer<typeof OpsOperatorRowSchema>;

export const OpsOperatorCreateInputSchema = z.object({
  email: OpsCompanyCreateInputSchema.shape.adminEmail,
  displayName: z.string().trim().min(1, m.operatorNameEmpty).max(OPERATOR_NAME_MAX, m.operatorNameTooLong),
  /** The first password, which the operator hands over and the new colleague changes in the console. */
  password: NewPasswordSchema,
});
export type OpsOperatorCreateInput = z.infer<typeof OpsOperatorCreateInputSchema>;

export const OpsOperatorSetDisabledInputSchema = z.object({
  operatorId: z.string().trim().uuid(m.operatorNotFound),
  disabled: z.boolean(),
});
export type OpsOperatorSetDisabledInput = z.infer<typeof OpsOperatorSetDisabledInputSchema>;

/** 重置密码 of another operator: the new password, which the resetting operator hands over. */
export const OpsOperatorPasswordResetInputSchema = z.object({
  operatorId: z.string().trim().uuid(m.operatorNotFound),
  password: NewPasswordSchema,
});
export type OpsOperatorPasswordResetInput = z.infer<typeof OpsOperatorPasswordResetInputSchema>;

export const OpsPasswordChangeInputSchema = z.object({
  currentPassword: z.string().min(1, m.passwordCurrentEmpty).max(200, m.passwordCurrentWrong),
  newPassword: NewPasswordSchema,
});
export type OpsPasswordChangeInput = z.infer<typeof OpsPasswordChangeInputSchema>;
