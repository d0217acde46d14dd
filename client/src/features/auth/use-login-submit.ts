import { useRef, useState } from 'react';
import { accountRuleMessages } from '@portal/contracts';
import { businessCodeOf, fieldIssuesOf, messageOf } from '../../lib/call-errors';
import { toast } from '../../lib/toast';
import { silentCall, trpc } from '../../lib/trpc';
import {
  buildLoginPayload,
  mapLoginError,
  validateLogin,
  type LoginFieldErrors,
  type LoginMode,
  type LoginValues,
} from './login-rules';
import { setLoginFlag } from './login-markers';
import { loginMessages } from './messages';

/** 000 §9: the login toast shows for 1 s. */
const LOGIN_TOAST_MS = 1000;
/** Ours (000 is silent on the pace): ask once a second, give up waiting after a minute. */
const VH_POLL_INTERVAL_MS = 1000;
const VH_POLL_MAX_TRIES = 60;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * 000 §4 login submit: ignored while loading; validate; log in; poll until the virtual-human list
 * is ready; fetch the user; record the agreement (failure aborts); fetch quota; set the flag; toast.
 * `onLoggedIn` then redirects (the page and the modal differ in where to).
 */
export function useLoginSubmit(onLoggedIn: () => void) {
  const utils = trpc.useUtils();
  const login = trpc.auth.vipLogin.useMutation();
  const poll = trpc.auth.loginVhListReadyPoll.useMutation();
  const agree = trpc.user.recordAgreement.useMutation(silentCall);
  const logout = trpc.auth.logout.useMutation(silentCall);
  const busy = useRef(false);
  const [loading, setLoading] = useState(false);
  const [initialising, setInitialising] = useState(false);
  const [errors, setErrors] = useState<LoginFieldErrors>({});

  const finish = () => {
    busy.current = false;
    setLoading(false);
    setInitialising(false);
  };

  const submit = async (values: LoginValues, mode: LoginMode) => {
    if (busy.current) return;
    const invalid = validateLogin(values, mode);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    busy.current = true;
    setLoading(true);

    let vhListReady: boolean;
    try {
      vhListReady = (await login.mutateAsync(buildLoginPayload(values, mode))).vhListReady;
    } catch (error) {
      const outcome = mapLoginError(
        { businessCode: businessCodeOf(error), message: messageOf(error), fieldIssues: fieldIssuesOf(error) },
        values.channel,
        mode,
      );
      if (outcome.kind === 'fields') setErrors(outcome.errors);
      else toast.error(outcome.message);
      finish();
      return;
    }

    setInitialising(true);
    try {
      for (let tries = 0; !vhListReady && tries < VH_POLL_MAX_TRIES; tries++) {
        await sleep(VH_POLL_INTERVAL_MS);
        vhListReady = (await poll.mutateAsync({})).vhListReady;
      }
      const user = await utils.user.getCurrentUser.fetch({}, { staleTime: 0 });
      try {
        await agree.mutateAsync({ documents: ['privacy', 'service'] });
      } catch {
        // 000 §4: the login is aborted, so the half-made session is ended too.
        toast.error(accountRuleMessages.agreementFailed);
        await logout.mutateAsync({}).catch(() => undefined);
        finish();
        return;
      }
      utils.user.getCurrentUser.setData({}, user);
      await utils.quota.getQuota.fetch({}, { staleTime: 0 });
    } catch {
      // The link has shown the failure (network, server); the user can try again.
      finish();
      return;
    }
    setLoginFlag();
    toast.success(loginMessages.loginSuccess, LOGIN_TOAST_MS);
    finish();
    onLoggedIn();
  };

  return { submit, loading, initialising, errors, setErrors };
}
