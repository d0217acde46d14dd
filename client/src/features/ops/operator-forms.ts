import { opsMessages } from '@portal/contracts';
import { passwordMessages } from '../password/messages';

/*
 * The browser's own checks of the 运营人员 forms, before a call: only what the server cannot see
 * (the confirmation field never leaves the page) and what needs no round trip. The server checks
 * the rest with the same schema the company portal's passwords use.
 */

/** The confirmation of a password typed twice: empty, or not the same. */
export function confirmProblem(password: string, confirm: string): string | undefined {
  if (!confirm) return passwordMessages.confirmEmpty;
  if (confirm !== password) return passwordMessages.confirmMismatch;
  return undefined;
}

export type PasswordChangeValues = { currentPassword: string; newPassword: string; confirm: string };

/** 修改密码: the current password given, the new one confirmed and not the current one. */
export function passwordChangeProblems(
  values: PasswordChangeValues,
): Partial<Record<keyof PasswordChangeValues, string>> {
  const problems: Partial<Record<keyof PasswordChangeValues, string>> = {};
  if (!values.currentPassword) problems.currentPassword = opsMessages.passwordCurrentEmpty;
  if (values.newPassword && values.newPassword === values.currentPassword)
    problems.newPassword = opsMessages.passwordSame;
  const confirm = confirmProblem(values.newPassword, values.confirm);
  if (confirm) problems.confirm = confirm;
  return problems;
}
