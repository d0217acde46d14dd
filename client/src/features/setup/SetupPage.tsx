import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Loader, TextInput } from '@mantine/core';
import { setupMessages } from '@portal/contracts';
import { RunModeChoice, type OneCompanyGrant, type RunMode } from './RunModeChoice';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { businessCodeOf, fieldIssuesOf, messageOf } from '../../lib/call-errors';
import { toast } from '../../lib/toast';
import { silentCall, trpc } from '../../lib/trpc';
import { setLoginFlag } from '../auth/login-markers';
import { NewPasswordFields } from '../password/NewPasswordFields';
import { PasswordLayout } from '../password/PasswordLayout';
import { fieldErrorsFrom, validateSetup, type SetupErrors, type SetupValues } from './setup-rules';

/** Business code of a wrong, used or expired setup link (server: services/accounts/first-setup). */
const LINK_INVALID_CODE = 410;

type LinkState = 'checking' | 'valid' | 'invalid';

/**
 * `/setup?token=` (ours; the spec does not cover a first install): the link the server prints
 * while the install is not set up. Creates the company and its super administrator — one
 * company holding every line (decision 0025) — signs in and opens /home; or, in platform mode,
 * the operator (issue 27), signed in to /ops. A dead link shows its error before anyone fills the form.
 */
export function SetupPage() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const token = useSearchParams()[0].get('token') ?? '';
  const check = trpc.auth.checkSetupToken.useMutation(silentCall);
  const setup = trpc.auth.setupFirstAdmin.useMutation(silentCall);
  const setupOperator = trpc.ops.setupOperator.useMutation(silentCall);
  const [mode, setMode] = useState<RunMode>('oneCompany');
  const pending = setup.isPending || setupOperator.isPending;
  const [link, setLink] = useState<LinkState>('checking');
  const [grant, setGrant] = useState<OneCompanyGrant | null>(null);
  const [values, setValues] = useState<SetupValues>({
    companyName: '',
    email: '',
    displayName: '',
    password: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<SetupErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const { mutateAsync: checkToken } = check;
  useEffect(() => {
    if (!token) return;
    let live = true;
    checkToken({ token })
      .then((answer) => {
        if (!live) return;
        setLink(answer.valid ? 'valid' : 'invalid');
        setGrant(answer.oneCompany);
      })
      // The check failing (network, too many tries) must not hide the form: the submit says why.
      .catch(() => live && setLink('valid'));
    return () => {
      live = false;
    };
  }, [token, checkToken]);

  const field = (key: keyof SetupValues) => ({
    value: values[key],
    onChange: (event: { currentTarget: { value: string } }) => {
      // Read now: React clears currentTarget before the updater runs.
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [key]: value }));
    },
    error: errors[key],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateSetup(values, mode);
    setErrors(invalid);
    setFailure(null);
    if (Object.keys(invalid).length > 0 || pending) return;
    try {
      const { confirm: _confirm, companyName, ...person } = values;
      if (mode === 'platform') await setupOperator.mutateAsync({ token, ...person });
      else await setup.mutateAsync({ token, mode: 'oneCompany', companyName, ...person });
    } catch (error) {
      if (businessCodeOf(error) === LINK_INVALID_CODE) return setLink('invalid');
      const beside = fieldErrorsFrom(fieldIssuesOf(error));
      if (Object.keys(beside).length > 0) setErrors(beside);
      else setFailure(messageOf(error));
      return;
    }
    toast.success(setupMessages.done);
    if (mode === 'platform') return void navigate('/ops', { replace: true });
    setLoginFlag();
    await utils.user.getCurrentUser.invalidate();
    void navigate('/home', { replace: true });
  };

  if (!token) return <LinkError message={setupMessages.linkMissing} />;
  if (link === 'invalid') return <LinkError message={setupMessages.linkInvalid} />;
  if (link === 'checking') {
    return (
      <PasswordLayout title={setupMessages.title}>
        <Loader aria-label="正在校验链接" mx="auto" />
      </PasswordLayout>
    );
  }

  return (
    <PasswordLayout title={setupMessages.title} description={setupMessages.description}>
      <form onSubmit={(e) => void submit(e)} noValidate style={{ display: 'contents' }}>
        <RunModeChoice grant={grant} mode={mode} onChange={setMode} />
        {mode === 'oneCompany' && (
          <TextInput label="企业名称" maxLength={50} autoComplete="organization" {...field('companyName')} />
        )}
        <TextInput
          label="邮箱"
          type="email"
          maxLength={100}
          autoComplete="email"
          description={mode === 'platform' ? '运营方的登录账号' : '超级管理员的登录账号'}
          {...field('email')}
        />
        <TextInput label="姓名" maxLength={20} autoComplete="name" {...field('displayName')} />
        <NewPasswordFields
          labels={{ password: '密码', confirm: '确认密码' }}
          password={values.password}
          confirm={values.confirm}
          onPassword={(password) => setValues((v) => ({ ...v, password }))}
          onConfirm={(confirm) => setValues((v) => ({ ...v, confirm }))}
          errors={errors}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={pending}>
          {mode === 'platform' ? '创建运营方账号' : '完成初始化'}
        </Button>
      </form>
    </PasswordLayout>
  );
}

function LinkError({ message }: { message: string }) {
  return (
    <PasswordLayout title={setupMessages.title}>
      <Alert color="red" role="alert" title="无法初始化">
        {message}
      </Alert>
    </PasswordLayout>
  );
}
