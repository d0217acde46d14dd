import { useState } from 'react';
import { Group, Pagination, Select, Stack, Title } from '@mantine/core';
import { ORDER_STATUSES, type OrderStatus } from '@portal/contracts';
import { silentCall, trpc } from '../../lib/trpc';
import { ORDER_STATUS_LABELS } from './format';
import { OrdersTable } from './OrdersTable';
import { failureText } from './failure-text';

const PAGE_SIZE = 20;

/** 订单 (/ops/orders): every company's orders, newest first. */
export function OrdersPage() {
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [pageIndex, setPageIndex] = useState(1);
  // The previous page stays on screen while the next one loads, so paging does not flash a skeleton.
  const orders = trpc.ops.orderList.useQuery(
    { pageIndex, pageSize: PAGE_SIZE, ...(status ? { status } : {}) },
    { ...silentCall, placeholderData: (previous) => previous },
  );
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
        error={orders.error ? failureText(orders.error) : null}
        onRetry={() => void orders.refetch()}
      />
      {pages > 1 && <Pagination total={pages} value={pageIndex} onChange={setPageIndex} />}
    </Stack>
  );
}
