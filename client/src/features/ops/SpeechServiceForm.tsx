import { useEffect, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { toast } from '../../lib/toast';
import { silentCall, trpc, type RouterInputs, type RouterOutputs } from '../../lib/trpc';
import { failureText } from './failure-text';
import { useConsoleForm } from './use-console-form';

type Service = RouterOutputs['ops']['speechSettingsGet']['services'][number];
type Form = RouterInputs['ops']['speechSettingsSave'];

/** What each service calls its settings, and where its keys come from. */
const SERVICES: Record<
  Service['provider'],
  { title: string; env: string; keyId?: string; secret: string; region: string; endpoint: string }
> = {
  azure: {
    title: 'Azure 语音',
    env: 'AZURE_SPEECH_*',
    secret: '订阅密钥',
    region: 'eastasia',
    endpoint: '留空则按地域',
  },
  alibaba: {
    title: '阿里云智能语音交互',
    env: 'ALIBABA_NLS_*',
    keyId: 'AccessKey ID',
    secret: 'AccessKey Secret',
    region: 'cn-shanghai',
    endpoint: '留空则按地域',
  },
  tencent: {
    title: '腾讯云语音合成',
    env: 'TENCENT_TTS_*',
    keyId: 'SecretId',
    secret: 'SecretKey',
    region: 'ap-guangzhou',
    endpoint: 'https://tts.tencentcloudapi.com',
  },
};

const SOURCE_LABELS: Record<Service['source'], { text: string; color: string }> = {
  console: { text: '运营中心配置', color: 'green' },
  environment: { text: '环境变量', color: 'blue' },
  none: { text: '未配置', color: 'gray' },
};

/** A service not set up yet starts from its usual region, so saving needs only its keys. */
const formOf = (s: Service): Form => ({
  provider: s.provider,
  region: s.region || SERVICES[s.provider].region,
  keyId: s.keyId,
  appkey: s.appkey,
  endpoint: s.endpoint,
  tokenEndpoint: s.tokenEndpoint,
  secret: '',
});

/** One cloud speech service's form: its public settings, a write-only secret, save and remove. */
export function SpeechServiceForm({ service }: { service: Service }) {
  const utils = trpc.useUtils();
  const save = trpc.ops.speechSettingsSave.useMutation(silentCall);
  const clear = trpc.ops.speechSettingsClear.useMutation(silentCall);
  const { values, setValues, failure, input: field, submit } = useConsoleForm<Form>(() => formOf(service));
  const labels = SERVICES[service.provider];
  const source = SOURCE_LABELS[service.source];

  useEffect(() => setValues(formOf(service)), [service, setValues]);

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    return submit(async () => {
      utils.ops.speechSettingsGet.setData({}, await save.mutateAsync(values));
      toast.success(`${labels.title}配置已保存`);
    });
  };
  const onClear = async () => {
    try {
      utils.ops.speechSettingsGet.setData({}, await clear.mutateAsync({ provider: service.provider }));
      toast.success(`已删除运营中心的${labels.title}配置`);
    } catch (error) {
      toast.error(failureText(error));
    }
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={labels.title}>
      <form onSubmit={(e) => void onSave(e)} noValidate>
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Title order={3} size="h4">
              {labels.title}
            </Title>
            <Badge color={source.color} variant="light">
              {source.text}
              {service.source === 'environment' ? `（${labels.env}）` : ''}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="地域" placeholder={labels.region} {...field('region')} />
            {labels.keyId && <TextInput label={labels.keyId} autoComplete="off" {...field('keyId')} />}
            {service.provider === 'alibaba' && <TextInput label="项目 Appkey" {...field('appkey')} />}
            <PasswordInput
              label={labels.secret}
              description={service.hasSecret ? '已设置，留空则沿用' : '未设置'}
              autoComplete="off"
              {...field('secret')}
            />
          </SimpleGrid>
          <TextInput label="合成接口地址" placeholder={labels.endpoint} {...field('endpoint')} />
          {service.provider === 'alibaba' && (
            <TextInput label="Token 接口地址" placeholder="留空则按地域" {...field('tokenEndpoint')} />
          )}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="space-between">
            {service.source === 'console' ? (
              <Button variant="subtle" color="red" onClick={() => void onClear()} loading={clear.isPending}>
                删除此配置
              </Button>
            ) : (
              <Text size="xs" c="dimmed">
                保存后优先于环境变量
              </Text>
            )}
            <Button type="submit" loading={save.isPending}>
              保存
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
