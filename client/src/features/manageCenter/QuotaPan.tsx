import { Badge, Card, Group, Pagination, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { AreaChart, BarChart } from '@mantine/charts';
import { useState } from 'react';
import { QueryState } from '../../components/QueryState';
import { trpc } from '../../lib/trpc';
import { lastDays, monthDay } from './date-range';
import { isAmountQuota } from '@portal/contracts';

const SOURCE_LABELS: Record<string, string> = { offline: '线下开通', online: '线上购买', platformGift: '平台赠送' };
const KIND_LABELS: Record<string, string> = { License: '授权', ResourcePackage: '资源包' };
const STATUS_COLORS: Record<string, string> = { valid: 'green', invalid: 'gray', expired: 'red', paused: 'yellow' };
const date = (d: Date) => new Date(d).toLocaleDateString('zh-CN');
const percent = (used: number, total: number) => (total > 0 ? Math.round((used / total) * 100) : 0);

/** 权益看板 (000 §2 quotaPan, §3): licences 21–24 and resource packages, every quota, and use over time. */
export function QuotaPan() {
  const [page, setPage] = useState(1);
  const licences = trpc.licence.rmList.useQuery({ pageIndex: page, pageSize: 10 });
  const quota = trpc.quota.getQuota.useQuery({});
  const range = lastDays(30);
  const usage = trpc.organization.dataAnalysis.useQuery(range);
  const quotas = (quota.data ?? []).filter((q) => isAmountQuota(q.quotaType));

  return (
    <Stack gap="lg">
      <Title order={1} size="h3">
        权益看板
      </Title>
      <Card withBorder>
        <Title order={3} size="h5" mb="sm">
          授权与资源包
        </Title>
        <QueryState
          query={licences}
          empty={licences.data?.list.length === 0}
          emptyText="暂无授权，开通会员后将显示在这里"
        >
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>名称</Table.Th>
                  <Table.Th>类型</Table.Th>
                  <Table.Th>来源</Table.Th>
                  <Table.Th>有效期</Table.Th>
                  <Table.Th>状态</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {licences.data?.list.map((l) => (
                  <Table.Tr key={l.id}>
                    <Table.Td>{l.name}</Table.Td>
                    <Table.Td>{KIND_LABELS[l.kind] ?? l.kind}</Table.Td>
                    <Table.Td>{SOURCE_LABELS[l.source] ?? l.source}</Table.Td>
                    <Table.Td>
                      {date(l.startTime)} 至 {date(l.endTime)}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[l.status] ?? 'gray'} variant="light">
                        {l.statusLabel}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {(licences.data?.total ?? 0) > 10 && (
            <Pagination mt="sm" total={Math.ceil((licences.data?.total ?? 0) / 10)} value={page} onChange={setPage} />
          )}
        </QueryState>
      </Card>
      <Card withBorder>
        <Title order={3} size="h5" mb="sm">
          资源额度
        </Title>
        <QueryState query={quota} empty={quotas.length === 0} emptyText="暂无资源额度">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {quotas.map((q) => (
              <Card key={q.resourceCode} withBorder padding="sm" aria-label={q.resourceName}>
                <Group justify="space-between">
                  <Text fw={600}>{q.resourceName}</Text>
                  <Text fz="xs" c="dimmed">
                    {q.resourceCode}
                  </Text>
                </Group>
                <Text fz="sm" mt={4}>
                  已用 {q.used} / 总量 {q.total} {q.resourceUnit}，剩余{' '}
                  <Text span fw={700}>
                    {q.remaining}
                  </Text>
                </Text>
                <Progress
                  mt={6}
                  value={q.total > 0 ? (q.used / q.total) * 100 : 0}
                  color={q.remaining === 0 ? 'red' : 'blue'}
                  aria-label={`${q.resourceName}使用比例`}
                />
              </Card>
            ))}
          </SimpleGrid>
          <BarChart
            mt="lg"
            h={240}
            // Units differ (minutes, MB, pieces), so the chart compares shares of each total.
            data={quotas.map((q) => ({
              name: q.resourceName,
              '已用 %': percent(q.used, q.total),
              '剩余 %': 100 - percent(q.used, q.total),
            }))}
            dataKey="name"
            type="stacked"
            unit="%"
            series={[
              { name: '已用 %', color: 'orange.6' },
              { name: '剩余 %', color: 'blue.3' },
            ]}
            aria-label="资源使用图"
          />
        </QueryState>
      </Card>
      <Card withBorder>
        <Title order={3} size="h5" mb="sm">
          近30天使用趋势
        </Title>
        <QueryState query={usage} empty={usage.data?.daily.length === 0}>
          <AreaChart
            h={240}
            data={(usage.data?.daily ?? []).map((d) => ({
              date: monthDay(d.date),
              视频数: d.videos,
              合成分钟: d.minutes,
            }))}
            dataKey="date"
            series={[
              { name: '视频数', color: 'orange.6' },
              { name: '合成分钟', color: 'blue.6' },
            ]}
            curveType="monotone"
            aria-label="使用趋势图"
          />
        </QueryState>
      </Card>
    </Stack>
  );
}
