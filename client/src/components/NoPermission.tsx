import { Center, Stack, Text, Title } from '@mantine/core';
import { shellMessages } from '@portal/contracts';

/** 000 §2 no-permission page: shown in place of a route the company or user may not view. */
export function NoPermission() {
  return (
    <Center py={120} px="lg">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} size="h2">
          暂无权限
        </Title>
        <Text size="lg">{shellMessages.noPagePermission}</Text>
      </Stack>
    </Center>
  );
}
