import { useState } from 'react';
import { Group, Pagination, Select, Stack, Title } from '@mantine/core';
import { ORDER_STATUSES, type OrderStatus } from '@portal/contracts';
import { trpc } from '../../lib/trpc';
import { ORDER_STATUS_LABELS } from './format';
import { OrdersTable } from './OrdersTable';

const PAGE_SIZE = 20;

/** 订单 (/ops/orders): every company's orders, newest first. */
export function OrdersPage() {
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [pageIndex, setPageIndex] = useState(1);
  const orders = trpc.ops.orderList.useQuery({ pageIndex, pageSize: PAGE_SIZE, ...(status ? { status } : {}) });
  const pages = Math.max(1, Math.ceil((orders.data?.total ?? 0) / PAGE_SIZE));
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>订单</Title>
        <Select
          aria-label="订单状态"
          placeholder="全部状态"
          clearable
          w={160}
          value={status}
          onChange={(v) => {
            setStatus(v as OrderStatus | null);
            setPageIndex(1);
          }}
          data={ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))}
        />
      </Group>
      <OrdersTable
        orders={orders.data?.list}
        loading={orders.isPending}
        error={orders.error?.message ?? null}
        onRetry={() => void orders.refetch()}
      />
      {pages > 1 && <Pagination total={pages} value={pageIndex} onChange={setPageIndex} />}
    </Stack>
  );
}
