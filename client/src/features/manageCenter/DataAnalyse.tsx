import { BarChart } from '@mantine/charts';
import { Card, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { trpc } from '../../lib/trpc';
import stackedTable from '../../components/StackedTable.module.css';
import { AnalyseFrame, StatCards, useAnalyseRange } from './AnalyseFrame';
import { monthDay } from './date-range';
import { formatAmount, quotaLabel, tickWithUnit, withUnit } from './quota-labels';
import { QuotaShareChart } from './QuotaShareChart';
import { VideoTrendChart } from './VideoTrendChart';

const ACTIVE = withUnit('活跃成员', '人');
const TEMPLATE_VIDEOS = withUnit('生成视频', '个');

/**
 * 数据分析, video view (000 §2 DataAnalyse): what a manager wants from our own data — videos and
 * minutes per day, active members, quota consumption, the templates most used. DocDataAnalyse is
 * the document view. Every series carries its unit, and no axis mixes two.
 */
export function DataAnalyse() {
  const { range, setRange, valid } = useAnalyseRange();
  const figures = trpc.organization.dataAnalysis.useQuery(range, { enabled: valid });
  const data = figures.data;

  return (
    <AnalyseFrame range={range} onRange={setRange} valid={valid} query={figures}>
      {data && (
        <>
          <StatCards
            cols={4}
            items={[
              ['生成视频', `${data.totals.videos} 个`],
              ['合成时长', `${data.totals.minutes} 分钟`],
              ['活跃成员', `${data.totals.activeMembers} 人`],
              ['成员总数', `${data.totals.members} 人`],
            ]}
          />
          <Card withBorder>
            <Title order={3} size="h5" mb="sm">
              每日生成视频与合成时长
            </Title>
            <VideoTrendChart daily={data.daily} h={280} />
          </Card>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Card withBorder>
              <Title order={3} size="h5" mb="sm">
                每日活跃成员
              </Title>
              <BarChart
                h={240}
                data={data.daily.map((d) => ({ date: monthDay(d.date), [ACTIVE]: d.activeMembers }))}
                dataKey="date"
                series={[{ name: ACTIVE, color: 'teal.6' }]}
                yAxisProps={{ allowDecimals: false, tickFormatter: tickWithUnit('人'), width: 48 }}
                withLegend
                legendProps={{ verticalAlign: 'bottom', height: 36 }}
                role="img"
                aria-label="活跃成员图"
              />
            </Card>
            <Card withBorder>
              <Title order={3} size="h5" mb="sm">
                常用模板
              </Title>
              {data.topTemplates.length === 0 ? (
                <Text c="dimmed" py="xl" ta="center">
                  该时段还没有生成视频
                </Text>
              ) : (
                // Ranked names read best as bars with the name beside each, not as a donut of numbers.
                <BarChart
                  h={data.topTemplates.length * 40 + 70}
                  data={data.topTemplates.map((t) => ({ name: t.name, [TEMPLATE_VIDEOS]: t.videos }))}
                  dataKey="name"
                  orientation="vertical"
                  series={[{ name: TEMPLATE_VIDEOS, color: 'orange.6' }]}
                  xAxisProps={{ allowDecimals: false, tickFormatter: tickWithUnit('个') }}
                  yAxisProps={{ width: 120, interval: 0 }}
                  withBarValueLabel
                  withLegend
                  legendProps={{ verticalAlign: 'bottom', height: 36 }}
                  role="img"
                  aria-label="常用模板图"
                />
              )}
            </Card>
          </SimpleGrid>
          <Card withBorder>
            <Title order={3} size="h5" mb="sm">
              资源消耗
            </Title>
            {data.quotas.length === 0 ? (
              <Text c="dimmed">暂无资源额度</Text>
            ) : (
              <>
                <QuotaShareChart quotas={data.quotas} />
                <Table className={stackedTable.stacked} striped mt="md" aria-label="资源消耗明细">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>资源</Table.Th>
                      <Table.Th>已用</Table.Th>
                      <Table.Th>总量</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.quotas.map((q) => {
                      const { name, unit } = quotaLabel(q);
                      return (
                        <Table.Tr key={q.resourceCode}>
                          <Table.Td data-label="资源">{name}</Table.Td>
                          <Table.Td data-label="已用">{formatAmount(q.used, unit)}</Table.Td>
                          <Table.Td data-label="总量">{formatAmount(q.total, unit)}</Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </>
            )}
          </Card>
        </>
      )}
    </AnalyseFrame>
  );
}
