import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { silentCall, trpc } from '../../lib/trpc';
import { VideoTrendChart } from '../manageCenter/VideoTrendChart';
import { ChartCard, DailyChart } from './DailyChart';
import { minutes, yuan } from './format';
import { LoadFailure } from './LoadFailure';
import { failureText } from './failure-text';

const DAYS = 30;
const TOTAL_CARDS = ['companies', 'active', 'users', 'videos', 'minutes', 'revenue'];

const Totals = ({ cards }: { cards: readonly [string, string][] }) => (
  <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
    {cards.map(([label, value]) => (
      <Paper key={label} withBorder radius="md" p="sm" role="group" aria-label={label}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={700} fz="xl">
          {value}
        </Text>
      </Paper>
    ))}
  </SimpleGrid>
);

/** 概览 (/ops): the platform in figures, the last 30 days per day (UTC). */
export function OverviewPage() {
  const stats = trpc.ops.stats.useQuery({ days: DAYS }, silentCall);
  if (stats.isPending)
    return (
      <Stack gap="md" aria-busy="true" aria-label="正在加载运营数据">
        <Title order={2}>概览</Title>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
          {TOTAL_CARDS.map((key) => (
            <Skeleton key={key} h={72} radius="md" />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <Skeleton h={300} radius="md" />
          <Skeleton h={300} radius="md" />
        </SimpleGrid>
      </Stack>
    );
  if (stats.isError)
    return <LoadFailure what="运营数据" message={failureText(stats.error)} onRetry={() => void stats.refetch()} />;

  const { totals, daily } = stats.data;
  const series = (pick: (d: (typeof daily)[number]) => number) => daily.map((d) => ({ day: d.day, value: pick(d) }));
  const none = (pick: (d: (typeof daily)[number]) => number) => daily.every((d) => pick(d) === 0);
  return (
    <Stack gap="md">
      <Title order={2}>概览</Title>
      <Totals
        cards={[
          ['企业', `${totals.companies.toLocaleString('zh-CN')} 家`],
          ['有效企业', `${totals.activeCompanies.toLocaleString('zh-CN')} 家`],
          ['用户', `${totals.users.toLocaleString('zh-CN')} 人`],
          ['视频', `${totals.videos.toLocaleString('zh-CN')} 个`],
          ['视频分钟', minutes(totals.videoMinutes)],
          ['收入', yuan(totals.revenueFen)],
        ]}
      />
      <Text size="xs" c="dimmed">
        近 {DAYS}{' '}
        天，按日（UTC）统计。有效企业为未暂停的企业；收入为已支付订单减去退款；活跃用户为当天登录或发起视频生成的用户。
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <ChartCard title="新增企业" empty={none((d) => d.newCompanies)} emptyText={`近 ${DAYS} 天没有新增企业`}>
          <DailyChart points={series((d) => d.newCompanies)} label="新增企业" unit="家" color="teal.6" kind="bar" />
        </ChartCard>
        <ChartCard title="活跃用户" empty={none((d) => d.activeUsers)} emptyText={`近 ${DAYS} 天没有活跃用户`}>
          <DailyChart points={series((d) => d.activeUsers)} label="活跃用户" unit="人" color="blue.6" />
        </ChartCard>
        <ChartCard
          title="视频与时长"
          empty={none((d) => d.videos + d.videoMinutes)}
          emptyText={`近 ${DAYS} 天没有生成视频`}
        >
          <VideoTrendChart
            h={240}
            daily={daily.map((d) => ({ date: d.day, videos: d.videos, minutes: d.videoMinutes }))}
          />
        </ChartCard>
        <ChartCard title="收入" empty={none((d) => d.revenueFen)} emptyText={`近 ${DAYS} 天没有收入`}>
          <DailyChart points={series((d) => d.revenueFen / 100)} label="收入" unit="元" color="green.6" kind="bar" />
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}
