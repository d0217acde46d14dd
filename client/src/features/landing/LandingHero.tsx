import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { loginLabel } from '../auth/login-rules';
import { useConfigText } from '../branding/use-config-text';

/** Brand name, tagline and the way in; its content waits for the host's config text. */
export function LandingHero() {
  const configText = useConfigText();

  if (configText.isPending) {
    return (
      <Group role="status" gap="sm" py={48} justify="center">
        <Loader size="sm" />
        <Text>正在加载平台信息…</Text>
      </Group>
    );
  }

  if (configText.isError) {
    return (
      <Alert color="red" title="平台信息加载失败" role="alert" my="xl">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">暂时无法获取平台信息，请检查网络后重试。</Text>
          <Button variant="light" color="red" onClick={() => void configText.refetch()} loading={configText.isFetching}>
            重试
          </Button>
        </Stack>
      </Alert>
    );
  }

  const { webName, isCustomize } = configText.data.customizeText;
  return (
    <Stack gap="md" py={48} align="flex-start">
      <Title order={1}>{webName}</Title>
      <Text size="lg" c="dimmed" maw={640}>
        面向企业的数字人平台：用数字员工制作营销短视频与语音播报，提供实时交互的数字人服务，并统一管理组织、成员、权益与订单。
      </Text>
      <Button component={Link} to="/login" size="md">
        {loginLabel(isCustomize)}
      </Button>
    </Stack>
  );
}
