import { PasswordInput } from '@mantine/core';
import { accountRuleMessages } from '@portal/contracts';
import type { FieldBinding } from './use-console-form';

/**
 * A password typed twice in the console's forms (添加运营人员, 重置密码, 修改密码): the company password
 * rules under the first field, the second named 确认… after it; `confirmProblem` checks the pair.
 */
export function NewPasswordFields({
  label,
  password,
  confirm,
  autoFocus = false,
}: {
  label: string;
  password: FieldBinding;
  confirm: FieldBinding;
  autoFocus?: boolean;
}) {
  return (
    <>
      <PasswordInput
        label={label}
        description={accountRuleMessages.passwordPolicy}
        autoComplete="new-password"
        maxLength={20}
        data-autofocus={autoFocus || undefined}
        {...password}
      />
      <PasswordInput label={`确认${label}`} autoComplete="new-password" maxLength={20} {...confirm} />
    </>
  );
}
