import { useState, type FormEvent } from 'react';
import { Button, TextInput } from '@mantine/core';
import { accountRuleMessages as m } from '@portal/contracts';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { trpc } from '../../lib/trpc';
import { messageOf } from '../../lib/call-errors';
import { passwordMessages } from './messages';
import { PasswordLayout } from './PasswordLayout';

/** `/password/forget`: ask for the e-mail, send the reset mail (the server always answers ok). */
export function ForgetPasswordPage() {
  const navigate = useNavigate();
  const send = trpc.auth.vipSendPasswordResetEmail.useMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setError(m.emailEmpty);
    try {
      await send.mutateAsync({ email: value });
      void navigate(`/password/forget-email?email=${encodeURIComponent(value)}`);
    } catch (e) {
      setError(messageOf(e)); // the call is silent-listed (000 §8), so the page says why
    }
  };

  return (
    <PasswordLayout title="忘记密码" description="请输入账号绑定的邮箱，我们会发送重置密码的链接。">
      <form onSubmit={(e) => void submit(e)} noValidate style={{ display: 'contents' }}>
        <TextInput
          label="邮箱"
          placeholder="请输入邮箱"
          type="email"
          value={email}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setError(null);
          }}
          error={error}
        />
        <Button type="submit" loading={send.isPending}>
          发送重置邮件
        </Button>
      </form>
    </PasswordLayout>
  );
}

/** `/password/forget-email`: the reset mail is on its way. */
export function ForgetEmailSentPage() {
  const [params] = useSearchParams();
  const email = params.get('email');
  return (
    <PasswordLayout
      title={passwordMessages.resetMailSent}
      description={`${email ? `邮件已发送至 ${email}，` : ''}请前往邮箱点击链接重置密码。若未收到，请检查垃圾邮件或稍后重试。`}
    />
  );
}

/** `/password/reset-expired` and `/password/create-expired`: the link was used or is too old. */
export function LinkExpiredPage({ create = false }: { create?: boolean }) {
  const navigate = useNavigate();
  return (
    <PasswordLayout title={create ? '设置密码链接已失效' : '重置密码链接已失效'} description={m.linkExpired}>
      <Button onClick={() => void navigate('/password/forget')}>重新获取</Button>
    </PasswordLayout>
  );
}

/** `/activated`: the account is active. */
export function ActivatedPage() {
  const navigate = useNavigate();
  return (
    <PasswordLayout title="账号已激活" description="您的账号已激活，现在可以登录使用了。">
      <Button onClick={() => void navigate('/login')}>去登录</Button>
    </PasswordLayout>
  );
}
