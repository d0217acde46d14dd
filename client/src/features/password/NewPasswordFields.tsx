import { PasswordInput } from '@mantine/core';
import { accountRuleMessages as m } from '@portal/contracts';
import type { NewPasswordErrors } from './password-rules';

interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: NewPasswordErrors;
  /** The first-setup page asks for a first password, not a new one. */
  labels?: { password: string; confirm: string };
}

export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  errors,
  labels = { password: '新密码', confirm: '确认新密码' },
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        label={labels.password}
        description={m.passwordPolicy}
        autoComplete="new-password"
        maxLength={20}
        value={password}
        onChange={(e) => onPassword(e.currentTarget.value)}
        error={errors.password}
      />
      <PasswordInput
        label={labels.confirm}
        autoComplete="new-password"
        maxLength={20}
        value={confirm}
        onChange={(e) => onConfirm(e.currentTarget.value)}
        error={errors.confirm}
      />
    </>
  );
}
