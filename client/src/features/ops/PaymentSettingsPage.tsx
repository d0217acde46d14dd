import { useEffect, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { toast } from '../../lib/toast';
import { silentCall, trpc, type RouterInputs, type RouterOutputs } from '../../lib/trpc';
import { LoadFailure } from './LoadFailure';
import { failureText } from './failure-text';
import { useConsoleForm } from './use-console-form';

type Settings = RouterOutputs['ops']['paymentSettingsGet'];
type Form = RouterInputs['ops']['paymentSettingsSave'];

const SOURCE_LABELS: Record<Settings['source'], { text: string; color: string }> = {
  console: { text: '运营中心配置', color: 'green' },
  environment: { text: '环境变量（WECHATPAY_*）', color: 'blue' },
  none: { text: '未开通在线支付', color: 'gray' },
};

const emptyForm = (s: Settings | undefined): Form => ({
  apiBase: s?.apiBase ?? 'https://api.mch.weixin.qq.com',
  mchid: s?.mchid ?? '',
  appid: s?.appid ?? '',
  serialNo: s?.serialNo ?? '',
  platformSerial: s?.platformSerial ?? '',
  privateKeyPem: '',
  platformPublicKeyPem: '',
  apiV3Key: '',
});

/**
 * 支付设置 (/ops/payment): WeChat Pay set up by the operator (issue 27) instead of only by
 * environment. Keys are write-only: the page shows whether each is set, and an empty box keeps it.
 */
export function PaymentSettingsPage() {
  const utils = trpc.useUtils();
  const settings = trpc.ops.paymentSettingsGet.useQuery({}, silentCall);
  const save = trpc.ops.paymentSettingsSave.useMutation(silentCall);
  const clear = trpc.ops.paymentSettingsClear.useMutation(silentCall);
  const {
    values: form,
    setValues: setForm,
    failure,
    input: field,
    submit,
  } = useConsoleForm<Form>(emptyForm(undefined));

  useEffect(() => {
    if (settings.data) setForm(emptyForm(settings.data));
  }, [settings.data, setForm]);

  const saveSettings = (event: FormEvent) => {
    event.preventDefault();
    return submit(async () => {
      const saved = await save.mutateAsync(form);
      utils.ops.paymentSettingsGet.setData({}, saved);
      toast.success('微信支付配置已保存');
    });
  };

  const remove = async () => {
    try {
      const after = await clear.mutateAsync({});
      utils.ops.paymentSettingsGet.setData({}, after);
      toast.success('已删除运营中心的微信支付配置');
    } catch (error) {
      toast.error(failureText(error));
    }
  };

  if (settings.isPending)
    return (
      <Stack gap="md" maw={880} aria-busy="true" aria-label="正在加载支付设置">
        <Skeleton h={32} w={160} radius="sm" />
        <Skeleton h={360} radius="md" />
      </Stack>
    );
  if (settings.isError)
    return (
      <LoadFailure what="支付设置" message={failureText(settings.error)} onRetry={() => void settings.refetch()} />
    );
  const source = SOURCE_LABELS[settings.data.source];
  const keySet = (set: boolean) => (set ? '已设置，留空则沿用' : '未设置');

  return (
    <Stack gap="md" maw={880}>
      <Group justify="space-between">
        <Title order={2}>支付设置</Title>
        <Badge color={source.color} variant="light" size="lg">
          当前：{source.text}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        配置微信支付（Native 扫码支付）。此处的配置优先于环境变量；商户私钥与 APIv3 密钥加密保存，不会再显示。
      </Text>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={(e) => void saveSettings(e)} noValidate>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="商户号" placeholder="1900000109" {...field('mchid')} />
              <TextInput label="AppID" placeholder="wx…" {...field('appid')} />
              <TextInput label="商户证书序列号" {...field('serialNo')} />
              <TextInput label="平台公钥序列号" placeholder="PUB_KEY_ID_…" {...field('platformSerial')} />
            </SimpleGrid>
            <TextInput label="接口地址" {...field('apiBase')} />
            <Textarea
              label="商户私钥"
              description={keySet(settings.data.hasPrivateKey)}
              placeholder="-----BEGIN PRIVATE KEY-----"
              autosize
              minRows={3}
              maxRows={8}
              styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
              {...field('privateKeyPem')}
            />
            <Textarea
              label="平台公钥"
              description={keySet(settings.data.hasPlatformPublicKey)}
              placeholder="-----BEGIN PUBLIC KEY-----"
              autosize
              minRows={3}
              maxRows={8}
              styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
              {...field('platformPublicKeyPem')}
            />
            <PasswordInput
              label="APIv3 密钥"
              description={keySet(settings.data.hasApiV3Key)}
              autoComplete="off"
              {...field('apiV3Key')}
            />
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="space-between">
              {settings.data.source === 'console' ? (
                <Button variant="subtle" color="red" onClick={() => void remove()} loading={clear.isPending}>
                  删除此配置
                </Button>
              ) : (
                <span />
              )}
              <Button type="submit" loading={save.isPending}>
                保存
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
