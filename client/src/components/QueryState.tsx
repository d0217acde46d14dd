import type { ReactNode } from 'react';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * Loading, error and empty states of a page or panel in one place: a spinner while the first answer
 * is on its way, the failure with a retry, the empty text when there is nothing, else the children.
 */
export function QueryState({
  query,
  empty,
  emptyText = '暂无数据',
  children,
  minHeight = 160,
}: {
  query: QueryLike;
  empty?: boolean;
  emptyText?: ReactNode;
  children: ReactNode;
  minHeight?: number;
}) {
  if (query.isPending) {
    return (
      <Center mih={minHeight} role="status" aria-label="加载中">
        <Loader size="sm" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Center mih={minHeight}>
        <Stack align="center" gap="xs" role="alert">
          <Text c="red.7">加载失败，请稍后重试</Text>
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            重新加载
          </Button>
        </Stack>
      </Center>
    );
  }
  if (empty) {
    return (
      <Center mih={minHeight}>
        <Text c="dimmed">{emptyText}</Text>
      </Center>
    );
  }
  return <>{children}</>;
}
