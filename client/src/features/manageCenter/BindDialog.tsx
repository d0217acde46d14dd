import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { accountRuleMessages as m } from '@portal/contracts';
import { SendCodeButton } from '../../components/SendCodeButton';
import { messageOf } from '../../lib/call-errors';
import { toast } from '../../lib/toast';
import { silentCall, trpc } from '../../lib/trpc';
import { manageCenterMessages } from './messages';
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE, isPhoneValid } from '../auth/login-rules';

export type BindChannel = 'sms' | 'email';

interface BindDialogProps {
  channel: BindChannel;
  /** The address bound now; when there is one it is verified before a new one is bound. */
  currentAddress: string | null;
  onClose: () => void;
}

/** Bind or change the phone or e-mail: verify the current address first, then the new one (ours; 000 §7 calls). */
export function BindDialog({ channel, currentAddress, onClose }: BindDialogProps) {
  const [step, setStep] = useState<'verify' | 'bind'>(currentAddress ? 'verify' : 'bind');
  const noun = channel === 'sms' ? '手机号' : '邮箱';
  return (
    <Modal
      opened
      onClose={onClose}
      title={`${currentAddress ? '更换' : '绑定'}${noun}`}
      centered
      closeButtonProps={{ 'aria-label': '关闭' }}
    >
      {step === 'verify' && currentAddress ? (
        <VerifyCurrent channel={channel} address={currentAddress} onVerified={() => setStep('bind')} />
      ) : (
        <BindNew channel={channel} onBound={onClose} />
      )}
    </Modal>
  );
}

function VerifyCurrent({
  channel,
  address,
  onVerified,
}: {
  channel: BindChannel;
  address: string;
  onVerified: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const sendSms = trpc.user.sendSmsCodeByCurrent.useMutation();
  const sendEmail = trpc.user.sendEmailCodeByCurrent.useMutation();
  const verify = trpc.user.verifyCodeByCurrent.useMutation(silentCall);

  const send = async () => {
    try {
      await (channel === 'sms' ? sendSms.mutateAsync({}) : sendEmail.mutateAsync({}));
      toast.success(m.codeSent);
      return true;
    } catch {
      return false;
    }
  };
  const next = async () => {
    if (!code.trim()) return setError(m.codeEmpty);
    try {
      await verify.mutateAsync({ channel, code: code.trim() });
      onVerified();
    } catch (e) {
      setError(messageOf(e));
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        为了您的账号安全，请先验证当前{channel === 'sms' ? '手机号' : '邮箱'}：{address}
      </Text>
      <CodeRow
        code={code}
        setCode={(v) => {
          setCode(v);
          setError(null);
        }}
        error={error}
        onSend={send}
        canSend
      />
      <Button onClick={() => void next()} loading={verify.isPending}>
        下一步
      </Button>
    </Stack>
  );
}

function BindNew({ channel, onBound }: { channel: BindChannel; onBound: () => void }) {
  const utils = trpc.useUtils();
  const [address, setAddress] = useState('');
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ address?: string; code?: string }>({});
  const sendSms = trpc.auth.sendSmsCode.useMutation();
  const sendEmail = trpc.auth.sendEmailCode.useMutation();
  const bindPhone = trpc.user.bindPhone.useMutation(silentCall);
  const bindEmail = trpc.user.bindEmail.useMutation(silentCall);
  const trimmed = address.trim();
  const addressOk = channel === 'sms' ? isPhoneValid(trimmed, countryCode) : trimmed.length > 0;

  const send = async () => {
    if (!addressOk) {
      setErrors({ address: channel === 'sms' ? m.sendCodePhoneInvalid : m.emailEmpty });
      return false;
    }
    try {
      await (channel === 'sms'
        ? sendSms.mutateAsync({ phone: trimmed, countryCode })
        : sendEmail.mutateAsync({ email: trimmed }));
      toast.success(m.codeSent);
      return true;
    } catch {
      return false;
    }
  };
  const submit = async () => {
    if (!addressOk) return setErrors({ address: channel === 'sms' ? m.phoneInvalid : m.emailEmpty });
    if (!code.trim()) return setErrors({ code: m.codeEmpty });
    try {
      if (channel === 'sms') await bindPhone.mutateAsync({ phone: trimmed, countryCode, code: code.trim() });
      else await bindEmail.mutateAsync({ email: trimmed, code: code.trim() });
      toast.success(manageCenterMessages.bindSuccess);
      await utils.user.getCurrentUser.invalidate();
      onBound();
    } catch (e) {
      const message = messageOf(e);
      setErrors(message.includes('验证码') ? { code: message } : { address: message });
    }
  };

  return (
    <Stack gap="md">
      {channel === 'sms' ? (
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
            label="新手机号"
            placeholder="请输入手机号"
            inputMode="numeric"
            value={address}
            onChange={(e) => {
              setAddress(e.currentTarget.value);
              setErrors({});
            }}
            error={errors.address}
            style={{ flex: 1 }}
          />
        </Group>
      ) : (
        <TextInput
          label="新邮箱"
          placeholder="请输入邮箱"
          type="email"
          value={address}
          onChange={(e) => {
            setAddress(e.currentTarget.value);
            setErrors({});
          }}
          error={errors.address}
        />
      )}
      <CodeRow
        code={code}
        setCode={(v) => {
          setCode(v);
          setErrors({});
        }}
        error={errors.code ?? null}
        onSend={send}
        canSend={addressOk}
      />
      <Button onClick={() => void submit()} loading={bindPhone.isPending || bindEmail.isPending}>
        确认绑定
      </Button>
    </Stack>
  );
}

function CodeRow(props: {
  code: string;
  setCode: (v: string) => void;
  error: string | null;
  onSend: () => Promise<boolean>;
  canSend: boolean;
}) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        label="验证码"
        placeholder="请输入验证码"
        inputMode="numeric"
        maxLength={6}
        value={props.code}
        onChange={(e) => props.setCode(e.currentTarget.value)}
        error={props.error}
        style={{ flex: 1 }}
      />
      <Stack pt={25}>
        <SendCodeButton onSend={props.onSend} disabled={!props.canSend} />
      </Stack>
    </Group>
  );
}
