import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { opsMessages } from '@portal/contracts';
import { useNavigate } from 'react-router-dom';
import { silentCall, trpc } from '../../lib/trpc';
import { failureText } from './failure-text';

/** `/ops/login`: the operator's own sign-in, apart from the company login (issue 27). */
export function OpsLoginPage() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const me = trpc.ops.me.useQuery({}, { ...silentCall, retry: false });
  const login = trpc.ops.login.useMutation(silentCall);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (me.data) void navigate('/ops', { replace: true });
  }, [me.data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!email.trim() || !password) return setFailure('请输入邮箱和密码');
    try {
      const { operator } = await login.mutateAsync({ email: email.trim(), password });
      utils.ops.me.setData({}, operator);
      void navigate('/ops', { replace: true });
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  return (
    <Center mih="100vh" p="md" bg="gray.1">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={400}>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="md">
            <Stack gap={4} align="center">
              <IconShieldLock size={36} color="var(--mantine-color-blue-6)" aria-hidden />
              <Title order={1} fz={22}>
                {opsMessages.loginTitle}
              </Title>
              <Text size="sm" c="dimmed">
                {opsMessages.title}
              </Text>
            </Stack>
            <TextInput
              label="邮箱"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            <PasswordInput
              label="密码"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Button type="submit" loading={login.isPending} fullWidth>
              登录
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
