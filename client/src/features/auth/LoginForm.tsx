import { useState, type FormEvent } from 'react';
import {
  Anchor,
  Button,
  Group,
  PasswordInput,
  SegmentedControl,
  Select,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { accountRuleMessages } from '@portal/contracts';
import { SendCodeButton } from '../../components/SendCodeButton';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import {
  CHANNEL_STORAGE_KEY,
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  canSendCode,
  loginLabel,
  restoreChannel,
  sendCodeIdentifierError,
  type LoginChannel,
  type LoginMode,
} from './login-rules';
import { InitialisingOverlay } from './InitialisingOverlay';
import { useLoginSubmit } from './use-login-submit';

interface LoginFormProps {
  /** Customised builds label the code tab 登录 instead of 登录/注册 (000 §2). */
  customised: boolean;
  onLoggedIn: () => void;
}

/** The login form of the page and the modal (000 §2 login modal, §4 login submit, §5). */
export function LoginForm({ customised, onLoggedIn }: LoginFormProps) {
  const [mode, setMode] = useState<LoginMode>('code');
  const [storedChannel, setStoredChannel] = useLocalStorage<string>({
    key: CHANNEL_STORAGE_KEY,
    defaultValue: 'email',
    getInitialValueInEffect: false,
  });
  const channel = restoreChannel(storedChannel);
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE);
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const { submit, loading, initialising, errors, setErrors } = useLoginSubmit(onLoggedIn);
  const sendEmail = trpc.auth.sendLoginEmailCode.useMutation();
  const sendSms = trpc.auth.sendLoginSmsCode.useMutation();

  const switchChannel = (next: LoginChannel) => {
    setStoredChannel(next);
    setIdentifier('');
    setErrors({});
  };

  const sendCode = async () => {
    const problem = sendCodeIdentifierError(channel, identifier);
    if (problem) {
      setErrors({ identifier: problem });
      return false;
    }
    try {
      const phone = identifier.trim();
      if (channel === 'email') await sendEmail.mutateAsync({ email: identifier.trim() });
      else await sendSms.mutateAsync({ phone, countryCode });
      toast.success(accountRuleMessages.codeSent);
      return true;
    } catch {
      return false; // The link shows the message (too often: 429 with the server's text).
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ channel, countryCode, identifier, password, code }, mode);
  };

  const identifierField =
    channel === 'email' ? (
      <TextInput
        label="邮箱"
        placeholder="请输入邮箱"
        type="email"
        autoComplete="username"
        value={identifier}
        onChange={(e) => setIdentifier(e.currentTarget.value)}
        error={errors.identifier}
      />
    ) : (
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <Select
          label="区号"
          data={COUNTRY_CODES.map((c) => ({ ...c }))}
          value={countryCode}
          onChange={(v) => setCountryCode(v ?? DEFAULT_COUNTRY_CODE)}
          allowDeselect={false}
          w={150}
        />
        <TextInput
          label="手机号"
          placeholder="请输入手机号"
          inputMode="numeric"
          autoComplete="tel-national"
          value={identifier}
          onChange={(e) => setIdentifier(e.currentTarget.value)}
          error={errors.identifier}
          style={{ flex: 1 }}
        />
      </Group>
    );

  const secretField =
    mode === 'password' ? (
      <PasswordInput
        label="密码"
        placeholder="请输入密码"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
        error={errors.password}
      />
    ) : (
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label="验证码"
          placeholder="请输入验证码"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={errors.code}
          style={{ flex: 1 }}
        />
        <Stack gap={0} pt={25}>
          <SendCodeButton onSend={sendCode} disabled={!canSendCode(channel, identifier)} />
        </Stack>
      </Group>
    );

  return (
    <>
      <InitialisingOverlay visible={initialising} />
      <Tabs
        value={mode}
        onChange={(v) => {
          setMode(v === 'password' ? 'password' : 'code');
          setErrors({});
        }}
      >
        <Tabs.List grow mb="md">
          <Tabs.Tab value="code">{loginLabel(customised)}</Tabs.Tab>
          <Tabs.Tab value="password">密码登录</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <form onSubmit={onSubmit} noValidate aria-label={mode === 'password' ? '密码登录' : '验证码登录'}>
        <Stack gap="md">
          <SegmentedControl
            aria-label="账号类型"
            value={channel}
            onChange={(v) => switchChannel(v as LoginChannel)}
            data={[
              { value: 'email', label: '邮箱' },
              { value: 'phone', label: '手机号' },
            ]}
          />
          {identifierField}
          {secretField}
          <Button type="submit" size="md" loading={loading} fullWidth>
            登录
          </Button>
          <LoginFooter />
        </Stack>
      </form>
    </>
  );
}

/** 000 §2: agreement wording with the legal links, and forgot-password; all open in new tabs. */
function LoginFooter() {
  return (
    <Group justify="space-between" align="flex-start" gap="xs">
      <Text size="xs" c="dimmed" style={{ flex: 1 }}>
        登录即代表您已阅读并同意
        <Anchor href="/service-terms" target="_blank" rel="noopener" size="xs" underline="always">
          《服务条款》
        </Anchor>
        和
        <Anchor href="/privacy-policy" target="_blank" rel="noopener" size="xs" underline="always">
          《隐私政策》
        </Anchor>
      </Text>
      <Anchor href="/password/forget" target="_blank" rel="noopener" size="xs">
        忘记密码？
      </Anchor>
    </Group>
  );
}
