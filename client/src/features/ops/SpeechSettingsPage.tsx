import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { silentCall, trpc } from '../../lib/trpc';
import { LoadFailure } from './LoadFailure';
import { SpeechServiceForm } from './SpeechServiceForm';
import { failureText } from './failure-text';

/**
 * 语音服务 (/ops/speech): the cloud speech services (Azure, Alibaba, Tencent) set up by the operator
 * (issue 26) instead of only by environment. A service's voices are offered while it is set up;
 * secrets are write-only and a change reaches every process within seconds.
 */
export function SpeechSettingsPage() {
  const settings = trpc.ops.speechSettingsGet.useQuery({}, silentCall);
  if (settings.isPending)
    return (
      <Stack gap="md" maw={880} aria-busy="true" aria-label="正在加载语音服务">
        <Skeleton h={32} w={160} radius="sm" />
        <Skeleton h={220} radius="md" />
        <Skeleton h={220} radius="md" />
      </Stack>
    );
  if (settings.isError)
    return (
      <LoadFailure what="语音服务" message={failureText(settings.error)} onRetry={() => void settings.refetch()} />
    );
  return (
    <Stack gap="md" maw={880}>
      <Title order={2}>语音服务</Title>
      <Text size="sm" c="dimmed">
        {
          '配置云端语音合成。配置后，该服务的音色出现在各企业的音色列表中；未配置的服务不提供音色，本地引擎始终可用。此处的配置优先于环境变量，密钥加密保存，不会再显示。'
        }
      </Text>
      {settings.data.services.map((service) => (
        <SpeechServiceForm key={service.provider} service={service} />
      ))}
    </Stack>
  );
}
