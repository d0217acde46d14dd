import { accountRuleMessages as m, EMAIL_MAX_LENGTH, looksLikeEmail, setupMessages } from '@portal/contracts';
import { validateNewPassword } from '../password/password-rules';

export interface SetupValues {
  companyName: string;
  email: string;
  displayName: string;
  password: string;
  confirm: string;
}

export type SetupErrors = Partial<Record<keyof SetupValues, string>>;

/** The form's checks before the call; the server applies the same schema (setupFirstAdmin). */
export function validateSetup(values: SetupValues, mode: 'oneCompany' | 'platform' = 'oneCompany'): SetupErrors {
  const errors: SetupErrors = { ...validateNewPassword(values.password, values.confirm) };
  const companyName = values.companyName.trim();
  // A platform's setup makes the operator, not a company: no company name is asked.
  const needsCompany = mode === 'oneCompany';
  if (needsCompany && !companyName) errors.companyName = m.companyNameEmpty;
  else if (needsCompany && companyName.length > 50) errors.companyName = m.companyNameTooLong;
  const email = values.email.trim();
  if (!email) errors.email = m.emailEmpty;
  else if (!looksLikeEmail(email) || email.length > EMAIL_MAX_LENGTH) errors.email = m.emailInvalid;
  const name = values.displayName.trim();
  if (!name) errors.displayName = setupMessages.displayNameEmpty;
  else if (name.length > 20) errors.displayName = setupMessages.displayNameTooLong;
  return errors;
}

/** The server's field issues (path = input key) placed beside the inputs; unknown paths are dropped. */
export function fieldErrorsFrom(issues: ReadonlyArray<{ path: string; message: string }>): SetupErrors {
  const keys: ReadonlyArray<keyof SetupValues> = ['companyName', 'email', 'displayName', 'password'];
  const errors: SetupErrors = {};
  for (const issue of issues) {
    const key = keys.find((k) => issue.path === k || issue.path.endsWith(`.${k}`));
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
