import { BarChart } from '@mantine/charts';
import { quotaLabel, tickWithUnit, usedPercent, withUnit, type QuotaLine } from './quota-labels';

const USED = withUnit('已用', '%');
const LEFT = withUnit('剩余', '%');
const ROW_PX = 34;

/**
 * Each quota's share used, one bar per resource. Their units differ (credits, MB, minutes,
 * pieces), so the one axis is the percentage of each total; amounts are read beside the chart.
 */
export function QuotaShareChart({ quotas }: { quotas: readonly (QuotaLine & { used: number; total: number })[] }) {
  return (
    <BarChart
      h={quotas.length * ROW_PX + 70}
      data={quotas.map((q) => {
        const used = usedPercent(q.used, q.total);
        return { name: quotaLabel(q).name, [USED]: used, [LEFT]: 100 - used };
      })}
      dataKey="name"
      type="stacked"
      orientation="vertical"
      xAxisProps={{ domain: [0, 100], ticks: [0, 25, 50, 75, 100], tickFormatter: tickWithUnit('%') }}
      valueFormatter={tickWithUnit('%')}
      yAxisProps={{ width: 96, interval: 0 }}
      series={[
        { name: USED, color: 'orange.6' },
        { name: LEFT, color: 'blue.2' },
      ]}
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 36 }}
      role="img"
      aria-label="资源已用比例图"
    />
  );
}
