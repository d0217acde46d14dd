import { LineChart } from '@mantine/charts';
import { monthDay } from './date-range';
import { tickWithUnit, withUnit } from './quota-labels';

const VIDEOS = withUnit('生成视频', '个');
const MINUTES = withUnit('合成时长', '分钟');

/**
 * Videos made and their minutes per day: two units, so two axes (counts on the left, minutes on
 * the right), each series named with its unit in the legend.
 */
export function VideoTrendChart({
  daily,
  h,
}: {
  daily: readonly { date: string; videos: number; minutes: number }[];
  h: number;
}) {
  return (
    <LineChart
      h={h}
      data={daily.map((d) => ({ date: monthDay(d.date), [VIDEOS]: d.videos, [MINUTES]: d.minutes }))}
      dataKey="date"
      series={[
        { name: VIDEOS, color: 'orange.6' },
        { name: MINUTES, color: 'blue.6', yAxisId: 'right' },
      ]}
      withRightYAxis
      yAxisProps={{ allowDecimals: false, tickFormatter: tickWithUnit('个'), width: 48 }}
      rightYAxisProps={{ tickFormatter: tickWithUnit('分钟'), width: 72 }}
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 40 }}
      curveType="monotone"
      role="img"
      aria-label="每日生成视频与合成时长图"
    />
  );
}
