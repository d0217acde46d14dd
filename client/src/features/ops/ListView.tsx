import type { ReactNode } from 'react';
import { Box, Skeleton, Stack, Table, Text } from '@mantine/core';
import stackedTable from '../../components/StackedTable.module.css';
import { LoadFailure } from './LoadFailure';
import styles from './ListView.module.css';

export interface Column<T> {
  label: string;
  render: (row: T) => ReactNode;
  /** The column that names the row: on phones it heads the row's card, without its label. */
  primary?: boolean;
}

/** Placeholder rows while a list loads, keyed by name rather than position. */
const SKELETON_ROWS = ['a', 'b', 'c', 'd'];

/**
 * The console's lists: a table that becomes one card per row below 768 px (the shared stacked
 * table), so nothing scrolls sideways at 390 px. Loading, error and empty states are its own.
 */
export function ListView<T>({
  rows,
  columns,
  rowKey,
  loading,
  error,
  onRetry,
  empty,
  label,
}: {
  rows: readonly T[] | undefined;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  empty: ReactNode;
  label: string;
}) {
  if (loading)
    return (
      <Stack gap="xs" aria-busy="true" aria-label={`正在加载${label}`}>
        {SKELETON_ROWS.map((key) => (
          <Skeleton key={key} h={40} radius="sm" />
        ))}
      </Stack>
    );
  if (error) return <LoadFailure what={label} message={error} onRetry={onRetry} />;
  if (!rows || rows.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {empty}
      </Text>
    );
  return (
    <Box style={{ overflowX: 'auto' }}>
      <Table
        className={`${stackedTable.stacked} ${styles.list}`}
        striped
        highlightOnHover
        verticalSpacing="sm"
        aria-label={label}
      >
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
              {columns.map((c) =>
                c.primary ? (
                  <Table.Td key={c.label} className={styles.primary}>
                    {c.render(row)}
                  </Table.Td>
                ) : (
                  <Table.Td key={c.label} data-label={c.label}>
                    {c.render(row)}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
