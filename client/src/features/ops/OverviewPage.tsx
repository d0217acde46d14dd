import { BarChart, LineChart } from '@mantine/charts';
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { trpc } from '../../lib/trpc';
import { tickWithUnit, withUnit } from '../manageCenter/quota-labels';
import { yuan } from './format';

const DAYS = 30;
const NEW_COMPANIES = withUnit('新增企业', '家');
const ACTIVE_USERS = withUnit('活跃用户', '人');
const VIDEOS = withUnit('生成视频', '个');
const MINUTES = withUnit('视频时长', '分钟');
const REVENUE = withUnit('收入', '元');

const ChartCard = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Paper withBorder radius="md" p="md">
    <Text fw={600} mb="sm">
      {title}
    </Text>
    {children}
  </Paper>
);

/** 概览 (/ops): the platform in figures, the last 30 days per day (UTC). */
export function OverviewPage() {
  const stats = trpc.ops.stats.useQuery({ days: DAYS });
  if (stats.isPending)
    return (
      <Stack gap="md" aria-busy="true" aria-label="正在加载运营数据">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} h={72} radius="md" />
          ))}
        </SimpleGrid>
        <Skeleton h={280} radius="md" />
      </Stack>
    );
  if (stats.isError)
    return (
      <Alert color="red" role="alert" title="运营数据加载失败">
        <Group justify="space-between">
          <Text size="sm">{stats.error.message}</Text>
          <Button size="xs" variant="light" onClick={() => void stats.refetch()}>
            重试
          </Button>
        </Group>
      </Alert>
    );
  const { totals, daily } = stats.data;
  const day = (d: string) => d.slice(5);
  const cards: [string, string][] = [
    ['企业', `${totals.companies} 家`],
    ['有效企业', `${totals.activeCompanies} 家`],
    ['用户', `${totals.users} 人`],
    ['视频', `${totals.videos} 个`],
    ['视频分钟', `${totals.videoMinutes} 分钟`],
    ['收入', yuan(totals.revenueFen)],
  ];
  return (
    <Stack gap="md">
      <Title order={2}>概览</Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
        {cards.map(([label, value]) => (
          <Paper key={label} withBorder radius="md" p="sm" aria-label={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} fz="xl">
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        近 {DAYS} 天，按日（UTC）统计；收入为已支付订单减去退款，活跃用户为当天登录或生成视频的用户。
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ChartCard title="企业与活跃用户">
          <LineChart
            h={240}
            data={daily.map((d) => ({
              day: day(d.day),
              [NEW_COMPANIES]: d.newCompanies,
              [ACTIVE_USERS]: d.activeUsers,
            }))}
            dataKey="day"
            series={[
              { name: NEW_COMPANIES, color: 'teal.6' },
              { name: ACTIVE_USERS, color: 'blue.6' },
            ]}
            yAxisProps={{ allowDecimals: false, width: 40 }}
            withLegend
            legendProps={{ verticalAlign: 'bottom', height: 40 }}
            curveType="monotone"
            role="img"
            aria-label="每日新增企业与活跃用户图"
          />
        </ChartCard>
        <ChartCard title="视频">
          <LineChart
            h={240}
            data={daily.map((d) => ({ day: day(d.day), [VIDEOS]: d.videos, [MINUTES]: d.videoMinutes }))}
            dataKey="day"
            series={[
              { name: VIDEOS, color: 'orange.6' },
              { name: MINUTES, color: 'grape.6', yAxisId: 'right' },
            ]}
            withRightYAxis
            yAxisProps={{ allowDecimals: false, tickFormatter: tickWithUnit('个'), width: 48 }}
            rightYAxisProps={{ tickFormatter: tickWithUnit('分钟'), width: 72 }}
            withLegend
            legendProps={{ verticalAlign: 'bottom', height: 40 }}
            curveType="monotone"
            role="img"
            aria-label="每日生成视频与视频时长图"
          />
        </ChartCard>
        <ChartCard title="收入">
          <BarChart
            h={240}
            data={daily.map((d) => ({ day: day(d.day), [REVENUE]: d.revenueFen / 100 }))}
            dataKey="day"
            series={[{ name: REVENUE, color: 'green.6' }]}
            yAxisProps={{ tickFormatter: tickWithUnit('元'), width: 72 }}
            withLegend
            legendProps={{ verticalAlign: 'bottom', height: 40 }}
            role="img"
            aria-label="每日收入图"
          />
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}
