import { accountRuleMessages as m, NewPasswordSchema } from '@portal/contracts';
import { passwordMessages } from './messages';

export interface NewPasswordErrors {
  password?: string;
  confirm?: string;
}

/** The server's policy (contracts NewPasswordSchema: 8–20, letters and digits) plus the confirmation. */
export function validateNewPassword(password: string, confirm: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (!password) errors.password = m.passwordEmpty;
  else if (!NewPasswordSchema.safeParse(password).success) errors.password = m.passwordPolicy;
  if (!confirm) errors.confirm = passwordMessages.confirmEmpty;
  else if (confirm !== password) errors.confirm = passwordMessages.confirmMismatch;
  return errors;
}
