import { Badge, Card, Pagination, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryState } from '../../components/QueryState';
import { trpc } from '../../lib/trpc';
import { lastDays } from './date-range';
import { isAmountQuota } from '@portal/contracts';
import stackedTable from '../../components/StackedTable.module.css';
import { formatAmount, quotaLabel } from './quota-labels';
import { QuotaShareChart } from './QuotaShareChart';
import { VideoTrendChart } from './VideoTrendChart';

const SOURCE_LABELS: Record<string, string> = { offline: '线下开通', online: '线上购买', platformGift: '平台赠送' };
const KIND_LABELS: Record<string, string> = { License: '授权', ResourcePackage: '资源包' };
const STATUS_COLORS: Record<string, string> = { valid: 'green', invalid: 'gray', expired: 'red', paused: 'yellow' };
const date = (d: Date) => new Date(d).toLocaleDateString('zh-CN');

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
          <Table className={stackedTable.stacked} striped>
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
                  <Table.Td data-label="名称">{l.name}</Table.Td>
                  <Table.Td data-label="类型">{KIND_LABELS[l.kind] ?? l.kind}</Table.Td>
                  <Table.Td data-label="来源">{SOURCE_LABELS[l.source] ?? l.source}</Table.Td>
                  <Table.Td data-label="有效期">
                    {date(l.startTime)} 至 {date(l.endTime)}
                  </Table.Td>
                  <Table.Td data-label="状态">
                    <Badge color={STATUS_COLORS[l.status] ?? 'gray'} variant="light">
                      {l.statusLabel}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
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
            {quotas.map((q) => {
              // The resource code (RSC-…) is the platform's internal key; people read the name.
              const { name, unit, note } = quotaLabel(q);
              return (
                <Card key={q.resourceCode} withBorder padding="sm" aria-label={name}>
                  <Text fw={600}>{name}</Text>
                  <Text fz="sm" mt={4}>
                    已用 {formatAmount(q.used, unit)} / 总量 {formatAmount(q.total, unit)}，剩余{' '}
                    <Text span fw={700}>
                      {formatAmount(q.remaining, unit)}
                    </Text>
                  </Text>
                  {note && (
                    <Text fz="xs" c="dimmed" mt={2}>
                      {note}
                    </Text>
                  )}
                  <Progress
                    mt={6}
                    value={q.total > 0 ? (q.used / q.total) * 100 : 0}
                    color={q.remaining === 0 ? 'red' : 'blue'}
                    aria-label={`${name}使用比例`}
                  />
                </Card>
              );
            })}
          </SimpleGrid>
          <Title order={4} size="h6" mt="lg" mb="xs">
            各项资源已用比例
          </Title>
          <QuotaShareChart quotas={quotas} />
        </QueryState>
      </Card>
      <Card withBorder>
        <Title order={3} size="h5" mb="sm">
          近30天使用趋势
        </Title>
        <QueryState query={usage} empty={usage.data?.daily.length === 0}>
          <VideoTrendChart daily={usage.data?.daily ?? []} h={260} />
        </QueryState>
      </Card>
    </Stack>
  );
}
