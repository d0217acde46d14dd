import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { trpc } from '../../lib/trpc';
import { AnalyseFrame, StatCards, useAnalyseRange } from './AnalyseFrame';
import { monthDay } from './date-range';

const COLORS = ['orange.6', 'blue.6', 'teal.6', 'grape.6', 'yellow.6'];

/**
 * 数据分析, video view (000 §2 DataAnalyse): what a manager wants from our own data — videos and
 * minutes per day, active members, quota consumption, the templates most used. DocDataAnalyse is
 * the document view.
 */
export function DataAnalyse() {
  const { range, setRange, valid } = useAnalyseRange();
  const figures = trpc.organization.dataAnalysis.useQuery(range, { enabled: valid });
  const data = figures.data;
  const daily = (data?.daily ?? []).map((d) => ({
    date: monthDay(d.date),
    视频数: d.videos,
    合成分钟: d.minutes,
    活跃成员: d.activeMembers,
  }));

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
            <LineChart
              h={260}
              data={daily}
              dataKey="date"
              series={[
                { name: '视频数', color: 'orange.6' },
                { name: '合成分钟', color: 'blue.6' },
              ]}
              curveType="monotone"
              aria-label="每日视频图"
            />
          </Card>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Card withBorder>
              <Title order={3} size="h5" mb="sm">
                每日活跃成员
              </Title>
              <BarChart
                h={220}
                data={daily}
                dataKey="date"
                series={[{ name: '活跃成员', color: 'teal.6' }]}
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
                <DonutChart
                  h={220}
                  withLabelsLine
                  withLabels
                  data={data.topTemplates.map((t, i) => ({
                    name: t.name,
                    value: t.videos,
                    color: COLORS[i % COLORS.length]!,
                  }))}
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
              <BarChart
                h={240}
                data={data.quotas.map((q) => ({ name: q.resourceName, 已用: q.used, 总量: q.total }))}
                dataKey="name"
                series={[
                  { name: '已用', color: 'orange.6' },
                  { name: '总量', color: 'gray.4' },
                ]}
                aria-label="资源消耗图"
              />
            )}
          </Card>
        </>
      )}
    </AnalyseFrame>
  );
}
