import { useEffect, useState, type FormEvent } from 'react';
import { Anchor, Button, Center, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { accountRuleMessages as m, companyMessages } from '@portal/contracts';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { silentCall, trpc } from '../../lib/trpc';
import { toast } from '../../lib/toast';
import { hasLoginMarkers, setLoginFlag } from '../auth/login-markers';
import { clearLocalSession } from '../auth/use-session';
import {
  COMPANY_NAME_MAX,
  codePageOutcome,
  normaliseInviteCode,
  validateInvitation,
  type InvitationErrors,
} from './invitation-rules';

/**
 * `/code` (000 §4): an authCode is exchanged through auth.loginByAuth first (its failure — 666
 * 用户不存在, 502/503 app unavailable — is toasted by the call link); a visitor without a session goes
 * to /login; any error clears the session and goes to /login. What shows next: codePageOutcome.
 */
export function CodePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const authCode = params.get('authCode');
  const authSource = params.get('authSource') ?? undefined;
  const [ready, setReady] = useState(!authCode && hasLoginMarkers());
  const exchange = trpc.auth.loginByAuth.useMutation();
  const user = trpc.user.getCurrentUser.useQuery({}, { enabled: ready, retry: false, staleTime: 0 });

  const leave = () => {
    clearLocalSession();
    void navigate('/login', { replace: true });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on mount: the auth code from the link is exchanged exactly once
  useEffect(() => {
    if (authCode) {
      exchange.mutate(
        { authCode, authSource, loginMethod: 1 },
        {
          onSuccess: () => {
            setLoginFlag();
            setReady(true);
          },
          onError: leave,
        },
      );
    } else if (!ready) {
      void navigate('/login', { replace: true });
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the user query only; `leave` is recreated each render
  useEffect(() => {
    if (user.isError) leave();
    if (user.data && codePageOutcome(user.data, new Date()) === 'home') {
      void navigate('/home', { replace: true });
    }
  }, [user.isError, user.data]);

  return (
    <Center component="main" mih="100vh" p="lg" bg="gray.0">
      <Paper withBorder shadow="sm" p={40} w="100%" maw={440} radius="lg">
        {user.data && codePageOutcome(user.data, new Date()) === 'form' ? (
          <InvitationForm onOtherLogin={leave} />
        ) : (
          <Center role="status">
            <Loader />
          </Center>
        )}
      </Paper>
    </Center>
  );
}

function InvitationForm({ onOtherLogin }: { onOtherLogin: () => void }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const accept = trpc.company.acceptInvitation.useMutation(silentCall);
  const [code, setCode] = useState('');
  const [companyName, setCompanyName] = useState('');
  const [errors, setErrors] = useState<InvitationErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateInvitation(code, companyName);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0 || accept.isPending) return;
    try {
      const user = await accept.mutateAsync({ code: code.trim(), companyName: companyName.trim() });
      utils.user.getCurrentUser.setData({}, user);
      // The company's licences, rights and quota changed with it: the header must not keep 免费版.
      await utils.invalidate();
      toast.success(companyMessages.invitationAccepted(user.company.displayName));
      void navigate('/home', { replace: true });
    } catch {
      // 000 §8: any accept failure is shown as the invalid-code field error.
      setErrors({ code: m.inviteCodeInvalid });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md">
        <Title order={1} size="h2">
          输入邀请码
        </Title>
        <Text c="dimmed" size="sm">
          请输入企业邀请码，加入或开通您的企业账号。
        </Text>
        <TextInput
          label="邀请码"
          placeholder="请输入邀请码"
          value={code}
          maxLength={6}
          onChange={(e) => setCode(normaliseInviteCode(e.currentTarget.value))}
          error={errors.code}
        />
        <TextInput
          label="企业名称"
          placeholder={`请输入企业名称（${COMPANY_NAME_MAX}字以内）`}
          value={companyName}
          onChange={(e) => setCompanyName(e.currentTarget.value)}
          error={errors.companyName}
        />
        <Button type="submit" disabled={accept.isPending} loading={accept.isPending}>
          接受邀请
        </Button>
        <Anchor component="button" type="button" onClick={onOtherLogin} size="sm" ta="center">
          其他方式登录
        </Anchor>
      </Stack>
    </form>
  );
}
