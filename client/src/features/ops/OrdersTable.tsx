import { useState } from 'react';
import { Anchor, Badge, Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { silentCall, trpc, type RouterOutputs } from '../../lib/trpc';
import { ListView, type Column } from './ListView';
import { formatDateTime } from '../tasks/format';
import { canRefund, ORDER_STATUS_COLORS, ORDER_STATUS_LABELS, payMethod, yuan } from './format';
import { failureText } from './failure-text';

export type OpsOrder = RouterOutputs['ops']['orderList']['list'][number];

/** Every company's orders, or one company's: the same rows, with 退款 on a paid WeChat Pay order. */
export function OrdersTable({
  orders,
  loading,
  error,
  onRetry,
  showCompany = true,
}: {
  orders: readonly OpsOrder[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  showCompany?: boolean;
}) {
  const [refunding, setRefunding] = useState<OpsOrder | null>(null);
  const columns: Column<OpsOrder>[] = [
    ...(showCompany
      ? [
          {
            label: '企业',
            render: (o: OpsOrder) => (
              <Anchor component={Link} to={`/ops/companies/${o.companyId}`}>
                {o.companyName}
              </Anchor>
            ),
            primary: true,
          },
        ]
      : []),
    { label: '商品', render: (o) => o.productDesc, primary: !showCompany },
    { label: '数量', render: (o) => o.quantity },
    { label: '金额', render: (o) => yuan(o.priceFen) },
    { label: '支付方式', render: (o) => payMethod(o) },
    {
      label: '状态',
      render: (o) => (
        <Badge color={ORDER_STATUS_COLORS[o.status]} variant="light">
          {ORDER_STATUS_LABELS[o.status]}
        </Badge>
      ),
    },
    { label: '时间', render: (o) => formatDateTime(o.createdAt) },
    {
      label: '操作',
      render: (o) =>
        canRefund(o) ? (
          <Button size="compact-xs" variant="light" color="orange" onClick={() => setRefunding(o)}>
            退款
          </Button>
        ) : (
          <Text size="xs" c="dimmed">
            —
          </Text>
        ),
    },
  ];
  return (
    <>
      <ListView
        rows={orders}
        columns={columns}
        rowKey={(o) => o.id}
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty="暂无订单"
        label="订单"
      />
      {refunding && <RefundDialog order={refunding} onClose={() => setRefunding(null)} />}
    </>
  );
}

function RefundDialog({ order, onClose }: { order: OpsOrder; onClose: () => void }) {
  const utils = trpc.useUtils();
  const refund = trpc.ops.orderRefund.useMutation(silentCall);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    if (!reason.trim()) return setError('请填写退款原因');
    try {
      await refund.mutateAsync({ orderId: order.id, reason: reason.trim() });
      await Promise.all([utils.ops.orderList.invalidate(), utils.ops.companyDetail.invalidate()]);
      toast.success('已退款');
      onClose();
    } catch (e) {
      setError(failureText(e));
    }
  };
  return (
    <Modal opened onClose={onClose} title="退款" centered>
      <Stack gap="sm">
        <Text size="sm">
          将通过微信支付全额退款 {yuan(order.priceFen)}（{order.companyName}：{order.productDesc}
          ），并收回该订单发放的权益。
        </Text>
        <TextInput
          label="退款原因"
          maxLength={80}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Button color="orange" onClick={() => void submit()} loading={refund.isPending}>
          确认退款
        </Button>
      </Stack>
    </Modal>
  );
}
