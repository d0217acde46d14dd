import { AreaChart, BarChart, DonutChart } from '@mantine/charts';
import { Card, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { trpc } from '../../lib/trpc';
import { AnalyseFrame, StatCards, useAnalyseRange } from './AnalyseFrame';
import { monthDay } from './date-range';
import { tickWithUnit, withUnit } from './quota-labels';

const COLORS = ['blue.6', 'orange.6', 'teal.6', 'grape.6', 'yellow.6', 'cyan.6', 'pink.6'];
const time = (d: Date) => new Date(d).toLocaleString('zh-CN', { hour12: false });
const UPLOADS = withUnit('上传文档', '份');
const CONVERSIONS = withUnit('文档转换', '次');
const PAGES = withUnit('生成页数', '页');
const LEGEND = { verticalAlign: 'bottom', height: 36 } as const;

/**
 * 数据分析, document view (000 §2 DocDataAnalyse names the page only): from our own data, the
 * library documents uploaded, their conversions to page images or video and the pages made, the
 * document types, and the interactive projects answering from the library.
 */
export function DocDataAnalyse() {
  const { range, setRange, valid } = useAnalyseRange();
  const figures = trpc.organization.docDataAnalysis.useQuery(range, { enabled: valid });
  const data = figures.data;
  const daily = (data?.daily ?? []).map((d) => ({
    date: monthDay(d.date),
    [UPLOADS]: d.uploads,
    [CONVERSIONS]: d.conversions,
    [PAGES]: d.pages,
  }));
  const outcomes = data
    ? [
        { name: '转换成功', value: data.conversions.succeeded, color: 'teal.6' },
        { name: '转换失败', value: data.conversions.failed, color: 'red.6' },
        { name: '转换中', value: data.conversions.running, color: 'gray.5' },
      ].filter((o) => o.value > 0)
    : [];

  return (
    <AnalyseFrame range={range} onRange={setRange} valid={valid} query={figures}>
      {data && (
        <>
          <StatCards
            cols={5}
            items={[
              ['文档总数', `${data.totals.documents} 份`],
              ['新增文档', `${data.totals.uploads} 份`],
              ['文档转换', `${data.totals.conversions} 次`],
              ['生成页数', `${data.totals.pages} 页`],
              ['关联互动项目', `${data.totals.boundProjects} 个`],
            ]}
          />
          <Card withBorder>
            <Title order={3} size="h5" mb="sm">
              每日上传与转换
            </Title>
            <AreaChart
              h={260}
              data={daily}
              dataKey="date"
              series={[
                { name: UPLOADS, color: 'blue.6' },
                { name: CONVERSIONS, color: 'orange.6' },
              ]}
              // Documents and conversions are both counted one by one: one count axis serves both,
              // and the legend names each series' unit.
              yAxisProps={{ allowDecimals: false }}
              withLegend
              legendProps={LEGEND}
              curveType="monotone"
              role="img"
              aria-label="每日文档图"
            />
          </Card>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <Card withBorder>
              <Title order={3} size="h5" mb="sm">
                每日生成页数
              </Title>
              <BarChart
                h={220}
                data={daily}
                dataKey="date"
                series={[{ name: PAGES, color: 'teal.6' }]}
                yAxisProps={{ allowDecimals: false, tickFormatter: tickWithUnit('页'), width: 48 }}
                withLegend
                legendProps={LEGEND}
                role="img"
                aria-label="生成页数图"
              />
            </Card>
            <Card withBorder>
              <Title order={3} size="h5" mb="sm">
                文档类型
              </Title>
              {data.byType.length === 0 ? (
                <Text c="dimmed" py="xl" ta="center">
                  该时段还没有上传文档
                </Text>
              ) : (
                <DonutChart
                  h={240}
                  withLabelsLine
                  withLabels
                  withLegend
                  legendProps={LEGEND}
                  valueFormatter={(value) => `${value} 份`}
                  data={data.byType.map((t, i) => ({
                    name: t.type.toUpperCase(),
                    value: t.documents,
                    color: COLORS[i % COLORS.length]!,
                  }))}
                  role="img"
                  aria-label="文档类型图"
                />
              )}
            </Card>
            <Card withBorder>
              <Title order={3} size="h5" mb="sm">
                转换结果
              </Title>
              {outcomes.length === 0 ? (
                <Text c="dimmed" py="xl" ta="center">
                  该时段还没有文档转换
                </Text>
              ) : (
                <>
                  <DonutChart
                    h={220}
                    withLabelsLine
                    withLabels
                    withLegend
                    legendProps={LEGEND}
                    valueFormatter={(value) => `${value} 次`}
                    data={outcomes}
                    role="img"
                    aria-label="转换结果图"
                  />
                  <Text fz="sm" c="dimmed" ta="center">
                    转为图片 {data.conversions.toImages} 次 · 转为视频 {data.conversions.toVideo} 次
                  </Text>
                </>
              )}
            </Card>
          </SimpleGrid>
          <Card withBorder>
            <Title order={3} size="h5" mb="sm">
              关联文档的互动项目
            </Title>
            {data.boundProjects.length === 0 ? (
              <Text c="dimmed">还没有互动项目关联文档库</Text>
            ) : (
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>项目</Table.Th>
                    <Table.Th>关联时间</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.boundProjects.map((p) => (
                    <Table.Tr key={`${p.title}-${String(p.boundAt)}`}>
                      <Table.Td>{p.title}</Table.Td>
                      <Table.Td>{time(p.boundAt)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Card>
        </>
      )}
    </AnalyseFrame>
  );
}
