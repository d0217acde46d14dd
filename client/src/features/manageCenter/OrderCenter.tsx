import { Badge, Card, Drawer, Group, Pagination, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { QueryState } from '../../components/QueryState';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { ORDER_STATUS_LABELS } from '../payment/pay-rules';
import stackedTable from '../../components/StackedTable.module.css';

type Order = RouterOutputs['payment']['orderList']['list'][number];
type OrderType = 'all' | 'licence' | 'pack';
const PAGE_SIZE = 10;
const STATUS_COLORS: Record<string, string> = {
  SUCCESS: 'green',
  NOTPAY: 'gray',
  USERPAYING: 'blue',
  ACCEPT: 'blue',
  PAYERROR: 'red',
  CLOSED: 'gray',
  REVOKED: 'gray',
  REFUNDED: 'yellow',
};
const TYPE_LABELS: Record<Exclude<OrderType, 'all'>, string> = { licence: '会员套餐', pack: '加油包' };
const time = (d: Date) => new Date(d).toLocaleString('zh-CN', { hour12: false });
const parseType = (v: string | null): OrderType => (v === 'licence' || v === 'pack' ? v : 'all');

/** 订单中心 (000 §2 orderCenter?orderType): the orders, filtered by type, paged, with a detail. */
export function OrderCenter() {
  const [params, setParams] = useSearchParams();
  const orderType = parseType(params.get('orderType'));
  const [page, setPage] = useState(1);
  const [detail, setDetail] = useState<Order | null>(null);
  const list = trpc.payment.orderList.useQuery({ pageIndex: page, pageSize: PAGE_SIZE, orderType });
  // The purchase-success dialog passes a refresh timestamp: a new one asks for the list again.
  const refresh = params.get('refresh');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refresh timestamp is the trigger; `list.refetch` changes identity with the query
  useEffect(() => {
    if (refresh) void list.refetch();
  }, [refresh]);
  const total = list.data?.total ?? 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h3">
          订单中心
        </Title>
        <SegmentedControl
          value={orderType}
          onChange={(v) => {
            setPage(1);
            setParams({ orderType: v });
          }}
          data={[
            { value: 'all', label: '全部' },
            { value: 'licence', label: TYPE_LABELS.licence },
            { value: 'pack', label: TYPE_LABELS.pack },
          ]}
          aria-label="订单类型"
        />
      </Group>
      <Card withBorder>
        <QueryState query={list} empty={list.data?.list.length === 0} emptyText="暂无订单">
          <Table className={stackedTable.stacked} striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>订单编号</Table.Th>
                <Table.Th>商品</Table.Th>
                <Table.Th>类型</Table.Th>
                <Table.Th>数量</Table.Th>
                <Table.Th>金额</Table.Th>
                <Table.Th>状态</Table.Th>
                <Table.Th>下单时间</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data?.list.map((o) => (
                <Table.Tr key={o.orderId} onClick={() => setDetail(o)} style={{ cursor: 'pointer' }}>
                  <Table.Td data-label="订单编号">
                    <Text fz="xs" ff="monospace">
                      {o.orderId.slice(0, 8)}…
                    </Text>
                  </Table.Td>
                  <Table.Td data-label="商品">{o.productDesc}</Table.Td>
                  <Table.Td data-label="类型">{TYPE_LABELS[o.orderType]}</Table.Td>
                  <Table.Td data-label="数量">{o.quantity}</Table.Td>
                  <Table.Td data-label="金额">¥{o.price}</Table.Td>
                  <Table.Td data-label="状态">
                    <Badge color={STATUS_COLORS[o.status] ?? 'gray'} variant="light">
                      {ORDER_STATUS_LABELS[o.status] ?? o.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td data-label="下单时间">{time(o.createTime)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {total > PAGE_SIZE && (
            <Pagination mt="sm" total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />
          )}
        </QueryState>
      </Card>
      <Drawer
        opened={detail !== null}
        onClose={() => setDetail(null)}
        position="right"
        title="订单详情"
        closeButtonProps={{ 'aria-label': '关闭' }}
      >
        {detail && (
          <Table variant="vertical" withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th>订单编号</Table.Th>
                <Table.Td style={{ wordBreak: 'break-all' }}>{detail.orderId}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>商品</Table.Th>
                <Table.Td>{detail.productDesc}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>数量</Table.Th>
                <Table.Td>{detail.quantity}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>金额</Table.Th>
                <Table.Td>¥{detail.price}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>状态</Table.Th>
                <Table.Td>{ORDER_STATUS_LABELS[detail.status] ?? detail.status}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>支付方式</Table.Th>
                <Table.Td>微信支付</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>支付单号</Table.Th>
                <Table.Td>{detail.payOrderId ?? '—'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>下单人</Table.Th>
                <Table.Td>{detail.userName || '—'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>下单时间</Table.Th>
                <Table.Td>{time(detail.createTime)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>更新时间</Table.Th>
                <Table.Td>{time(detail.updateTime)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        )}
      </Drawer>
    </Stack>
  );
}
