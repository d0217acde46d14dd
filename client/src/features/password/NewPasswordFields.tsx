import { PasswordInput } from '@mantine/core';
import { accountRuleMessages as m } from '@portal/contracts';
import type { NewPasswordErrors } from './password-rules';

interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: NewPasswordErrors;
}

export function NewPasswordFields({ password, confirm, onPassword, onConfirm, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput label="新密码" description={m.passwordPolicy} autoComplete="new-password" maxLength={20} value={password} onChange={(e) => onPassword(e.currentTarget.value)} error={errors.password} />
      <PasswordInput label="确认新密码" autoComplete="new-password" maxLength={20} value={confirm} onChange={(e) => onConfirm(e.currentTarget.value)} error={errors.confirm} />
    </>
  );
}
