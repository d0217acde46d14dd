import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/** A read that failed, with the server's reason and a retry: the console's one error state. */
export function LoadFailure({ what, message, onRetry }: { what: string; message: string; onRetry: () => void }) {
  return (
    <Alert color="red" role="alert" title={`${what}加载失败`}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRetry}>
          重试
        </Button>
      </Group>
    </Alert>
  );
}
