import type { ReactNode } from 'react';
import { Alert, Box, Button, Card, Group, Skeleton, Stack, Table, Text } from '@mantine/core';

export interface Column<T> {
  label: string;
  render: (row: T) => ReactNode;
  /** Left out of a row's card on phones (the card's title shows it already). */
  hideOnCard?: boolean;
}

/**
 * The console's lists: a table from `sm` up, and on phones one card per row with label–value
 * lines, so nothing scrolls sideways at 390 px. Loading, error and empty states are its own.
 */
export function ListView<T>({
  rows,
  columns,
  rowKey,
  cardTitle,
  loading,
  error,
  onRetry,
  empty,
  label,
}: {
  rows: readonly T[] | undefined;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  cardTitle: (row: T) => ReactNode;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  empty: ReactNode;
  label: string;
}) {
  if (loading)
    return (
      <Stack gap="xs" aria-busy="true" aria-label={`正在加载${label}`}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={40} radius="sm" />
        ))}
      </Stack>
    );
  if (error)
    return (
      <Alert color="red" role="alert" title={`${label}加载失败`}>
        <Group justify="space-between">
          <Text size="sm">{error}</Text>
          <Button size="xs" variant="light" onClick={onRetry}>
            重试
          </Button>
        </Group>
      </Alert>
    );
  if (!rows || rows.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {empty}
      </Text>
    );
  return (
    <>
      <Box visibleFrom="sm" style={{ overflowX: 'auto' }}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.label} style={{ whiteSpace: 'nowrap' }}>
                  {c.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((c) => (
                  <Table.Td key={c.label}>{c.render(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack hiddenFrom="sm" gap="sm" aria-label={label}>
        {rows.map((row) => (
          <Card key={rowKey(row)} withBorder radius="md" padding="sm">
            <Text fw={600} mb={6}>
              {cardTitle(row)}
            </Text>
            <Stack gap={4}>
              {columns
                .filter((c) => !c.hideOnCard)
                .map((c) => (
                  <Group key={c.label} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {c.label}
                    </Text>
                    <Box fz="sm" ta="right">
                      {c.render(row)}
                    </Box>
                  </Group>
                ))}
            </Stack>
          </Card>
        ))}
      </Stack>
    </>
  );
}
