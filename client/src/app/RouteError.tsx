import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { commonMessages } from '@portal/contracts';
import { useRouteError } from 'react-router-dom';
import { isChunkLoadError, reloadForChunkError } from '../lib/chunk-reload';

/** A route that failed to render or load; a missing chunk reloads once (000 §8). */
export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error) && reloadForChunkError()) return null;
  return (
    <Center mih="60vh" p="lg">
      <Stack align="center" gap="sm" role="alert">
        <Title order={1} size="h3">
          页面出错了
        </Title>
        <Text c="dimmed">{commonMessages.serverBusy}</Text>
        <Button onClick={() => window.location.reload()}>刷新页面</Button>
      </Stack>
    </Center>
  );
}
