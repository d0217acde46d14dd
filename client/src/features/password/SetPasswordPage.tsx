import { useState, type FormEvent } from 'react';
import { Alert, Button } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LINK_EXPIRED_CODE } from '@portal/contracts';
import { businessCodeOf, messageOf } from '../../lib/call-errors';
import { toast } from '../../lib/toast';
import { silentCall, trpc } from '../../lib/trpc';
import { passwordMessages } from './messages';
import { NewPasswordFields } from './NewPasswordFields';
import { PasswordLayout } from './PasswordLayout';
import { validateNewPassword, type NewPasswordErrors } from './password-rules';

/**
 * `/password/reset?token=` and `/password/create?token=`: set a new password from a mailed link.
 * A used or expired link (410) goes to its expired page; create then leads to /activated.
 */
export function SetPasswordPage({ create = false }: { create?: boolean }) {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const reset = trpc.auth.passwordReset.useMutation(silentCall);
  const createPassword = trpc.auth.emailConfirmAddCreatePassword.useMutation(silentCall);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const expiredPath = create ? '/password/create-expired' : '/password/reset-expired';
  const pending = reset.isPending || createPassword.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateNewPassword(password, confirm);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0 || pending) return;
    try {
      if (create) await createPassword.mutateAsync({ token, password });
      else await reset.mutateAsync({ token, password });
      toast.success(create ? passwordMessages.createDone : passwordMessages.resetDone);
      void navigate(create ? '/activated' : '/login', { replace: true });
    } catch (error) {
      if (businessCodeOf(error) === LINK_EXPIRED_CODE) void navigate(expiredPath, { replace: true });
      else setErrors({ password: messageOf(error) });
    }
  };

  if (!token) {
    return (
      <PasswordLayout title={create ? '设置密码' : '重置密码'}>
        <Alert color="red" role="alert">
          链接不完整，请从邮件中重新打开链接。
        </Alert>
      </PasswordLayout>
    );
  }

  return (
    <PasswordLayout title={create ? '设置密码' : '重置密码'} description="请设置新的登录密码。">
      <form onSubmit={(e) => void submit(e)} noValidate style={{ display: 'contents' }}>
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          errors={errors}
        />
        <Button type="submit" loading={pending}>
          确定
        </Button>
      </form>
    </PasswordLayout>
  );
}
