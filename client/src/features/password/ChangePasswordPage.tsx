import { useEffect, useState, type FormEvent } from 'react';
import { Button, Center, Loader, PasswordInput, SegmentedControl, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { accountRuleMessages as m } from '@portal/contracts';
import { useNavigate } from 'react-router-dom';
import { SendCodeButton } from '../../components/SendCodeButton';
import { businessCodeOf, fieldIssuesOf, messageOf } from '../../lib/call-errors';
import { toast } from '../../lib/toast';
import { silentCall, trpc } from '../../lib/trpc';
import { hasLoginMarkers } from '../auth/login-markers';
import { LOGIN_FIELD_ERROR_CODE } from '../auth/login-rules';
import { useCurrentUser } from '../auth/use-session';
import { passwordMessages } from './messages';
import { NewPasswordFields } from './NewPasswordFields';
import { PasswordLayout } from './PasswordLayout';
import { validateNewPassword, type NewPasswordErrors } from './password-rules';

type Errors = NewPasswordErrors & { old?: string; code?: string };

/** `/password/change` (opened in a new tab from the user menu): by the old password or by a code. */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const loggedIn = hasLoginMarkers();
  const user = useCurrentUser(loggedIn);
  useEffect(() => {
    if (!loggedIn) void navigate('/login?redirect=/password/change', { replace: true });
  }, [loggedIn]);

  if (!user.data) {
    return (
      <PasswordLayout title="修改密码">
        <Center role="status">
          <Loader />
        </Center>
      </PasswordLayout>
    );
  }
  const channels = [
    ...(user.data.phoneNumber ? [{ value: 'sms', label: `手机 ${user.data.phoneNumber}` }] : []),
    ...(user.data.email ? [{ value: 'email', label: `邮箱 ${user.data.email}` }] : []),
  ];
  return (
    <PasswordLayout title="修改密码">
      <Tabs defaultValue="old" keepMounted={false}>
        <Tabs.List grow mb="md">
          <Tabs.Tab value="old">原密码修改</Tabs.Tab>
          <Tabs.Tab value="code">验证码修改</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="old">
          <ChangeForm mode="old" channels={channels} />
        </Tabs.Panel>
        <Tabs.Panel value="code">
          <ChangeForm mode="code" channels={channels} />
        </Tabs.Panel>
      </Tabs>
    </PasswordLayout>
  );
}

function ChangeForm({ mode, channels }: { mode: 'old' | 'code'; channels: Array<{ value: string; label: string }> }) {
  const byOld = trpc.auth.changePassword.useMutation();
  const byCode = trpc.auth.changePasswordByCode.useMutation(silentCall);
  const sendSms = trpc.user.sendSmsCodeByCurrent.useMutation();
  const sendEmail = trpc.user.sendEmailCodeByCurrent.useMutation();
  const [old, setOld] = useState('');
  const [channel, setChannel] = useState<'sms' | 'email'>(channels[0]?.value === 'sms' ? 'sms' : 'email');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const pending = byOld.isPending || byCode.isPending;

  const send = async () => {
    try {
      await (channel === 'sms' ? sendSms.mutateAsync({}) : sendEmail.mutateAsync({}));
      toast.success(m.codeSent);
      return true;
    } catch {
      return false;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid: Errors = validateNewPassword(password, confirm);
    if (mode === 'old' && !old) invalid.old = passwordMessages.oldPasswordEmpty;
    if (mode === 'code' && !code.trim()) invalid.code = m.codeEmpty;
    setErrors(invalid);
    if (Object.keys(invalid).length > 0 || pending) return;
    try {
      if (mode === 'old') await byOld.mutateAsync({ oldPassword: old, newPassword: password });
      else await byCode.mutateAsync({ channel, code: code.trim(), newPassword: password });
    } catch (error) {
      const message = messageOf(error);
      const issue = fieldIssuesOf(error)[0];
      if (mode === 'old' && businessCodeOf(error) === LOGIN_FIELD_ERROR_CODE) setErrors({ old: message });
      else if (issue?.path === 'newPassword') setErrors({ password: issue.message });
      else if (mode === 'code') setErrors({ code: message });
      else setErrors({ password: message });
      return;
    }
    toast.success(passwordMessages.changeDone);
    setOld('');
    setCode('');
    setPassword('');
    setConfirm('');
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        {mode === 'old' ? (
          <PasswordInput
            label="原密码"
            autoComplete="current-password"
            value={old}
            onChange={(e) => setOld(e.currentTarget.value)}
            error={errors.old}
          />
        ) : channels.length === 0 ? (
          <Text c="dimmed">当前账号未绑定手机号或邮箱，请使用原密码修改。</Text>
        ) : (
          <>
            <SegmentedControl
              aria-label="验证方式"
              value={channel}
              onChange={(v) => setChannel(v === 'sms' ? 'sms' : 'email')}
              data={channels}
            />
            <Stack gap={4}>
              <TextInput
                label="验证码"
                placeholder="请输入验证码"
                inputMode="numeric"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                error={errors.code}
              />
              <SendCodeButton onSend={send} />
            </Stack>
          </>
        )}
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          errors={errors}
        />
        <Text size="sm" c="dimmed">
          {passwordMessages.othersSignedOut}
        </Text>
        <Button type="submit" loading={pending} disabled={mode === 'code' && channels.length === 0}>
          确认修改
        </Button>
      </Stack>
    </form>
  );
}
