import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { QueryState } from '../../components/QueryState';
import { AnalyseHeader, type DayRange } from './AnalyseHeader';
import { lastDays } from './date-range';

/** The date range of an analysis view: the last 30 days at first; valid while it starts before it ends. */
export function useAnalyseRange() {
  const [range, setRange] = useState<DayRange>(() => lastDays(30));
  return { range, setRange, valid: range.startDate <= range.endDate };
}

/**
 * What both 数据分析 views share around their charts: the head with the view switch and the range,
 * the refusal of a reversed range, and the query's loading and error states.
 */
export function AnalyseFrame({
  range,
  onRange,
  valid,
  query,
  children,
}: {
  range: DayRange;
  onRange: (r: DayRange) => void;
  valid: boolean;
  query: Parameters<typeof QueryState>[0]['query'];
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <AnalyseHeader range={range} onRange={onRange} />
      {!valid ? (
        <Text c="red.7">开始日期不能晚于结束日期</Text>
      ) : (
        <QueryState query={query} minHeight={320}>
          {children}
        </QueryState>
      )}
    </Stack>
  );
}

/** The row of totals at the top of a view. */
export function StatCards({
  items,
  cols,
}: {
  items: readonly (readonly [label: string, value: string])[];
  cols: number;
}) {
  return (
    <SimpleGrid cols={{ base: 2, md: cols }}>
      {items.map(([label, value]) => (
        <Card key={label} withBorder>
          <Text c="dimmed" fz="sm">
            {label}
          </Text>
          <Text fw={800} fz="xl">
            {value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
