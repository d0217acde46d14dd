import { BarChart, LineChart } from '@mantine/charts';
import { Center, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { monthDay } from '../manageCenter/date-range';
import { tickWithUnit, withUnit } from '../manageCenter/quota-labels';

const HEIGHT = 240;

/** A titled panel for one of the overview's charts; a period with nothing in it says so instead of a flat line. */
export function ChartCard({
  title,
  empty,
  emptyText,
  children,
}: {
  title: string;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text fw={600} mb="sm">
        {title}
      </Text>
      {empty ? (
        <Center h={HEIGHT}>
          <Text c="dimmed" size="sm">
            {emptyText}
          </Text>
        </Center>
      ) : (
        children
      )}
    </Paper>
  );
}

/**
 * One figure per day with its unit on the axis, in the legend and in the tooltip, as the
 * management center's charts write them (manageCenter/VideoTrendChart).
 */
export function DailyChart({
  points,
  label,
  unit,
  color,
  kind = 'line',
}: {
  points: readonly { day: string; value: number }[];
  label: string;
  unit: string;
  color: string;
  kind?: 'line' | 'bar';
}) {
  const name = withUnit(label, unit);
  const common = {
    h: HEIGHT,
    data: points.map((p) => ({ day: monthDay(p.day), [name]: p.value })),
    dataKey: 'day',
    series: [{ name, color }],
    yAxisProps: { allowDecimals: unit === '元', tickFormatter: tickWithUnit(unit), width: 64 },
    valueFormatter: tickWithUnit(unit),
    withLegend: true,
    legendProps: { verticalAlign: 'bottom' as const, height: 40 },
    role: 'img',
    'aria-label': `每日${label}图（${unit}）`,
  };
  return kind === 'bar' ? <BarChart {...common} /> : <LineChart {...common} curveType="monotone" />;
}
