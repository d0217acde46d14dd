import { useCallback, useEffect, useRef, useState } from 'react';
import { Anchor, Button, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import {
  PAY_POLL_INTERVAL_MS,
  PAY_QR_CODE_ERROR_CORRECTION,
  PAY_QR_CODE_SIZE_PX,
  paymentMessages,
} from '@portal/contracts';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { orderTotal, pollStep, type PayProduct } from './pay-rules';

/** What the buyer is paying for: a product and how many of it (1 for packages). */
export interface Purchase {
  product: PayProduct;
  quantity: number;
}

/** A paid order as the order query answers it (price in yuan, the order's total). */
export type PaidOrder = Pick<
  RouterOutputs['payment']['queryOrder'],
  'orderId' | 'price' | 'quantity' | 'productDesc' | 'updateTime'
>;

/**
 * 000 §2 / §4 scan-to-pay: opens with an empty url, creates the order and shows its payUrl as a QR
 * code (148 px, level H); polls the order every 2 s while it waits; refresh recreates the order;
 * closing forgets the order id and stops the poll.
 */
export function PayQrDialog({
  purchase,
  onClose,
  onPaid,
}: {
  purchase: Purchase | null;
  onClose: () => void;
  onPaid: (order: PaidOrder) => void;
}) {
  const product = purchase?.product ?? null;
  const quantity = purchase?.quantity ?? 1;
  const total = product ? orderTotal(product.price, quantity) : 0;
  const [order, setOrder] = useState<{ payUrl: string; orderId: string } | null>(null);
  const [stopped, setStopped] = useState(false);
  const create = trpc.payment.createOrder.useMutation();
  const query = trpc.payment.queryOrder.useMutation({ trpc: { context: { silent: true } } });
  const startedAt = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `create` changes identity each render; `createOrder` must stay stable for the effect below
  const createOrder = useCallback(async ({ product: p, quantity: n }: Purchase) => {
    setOrder(null);
    setStopped(false);
    try {
      // price is the total shown; the server recomputes it from its catalogue and refuses a stale one.
      const made = await create.mutateAsync({
        price: orderTotal(p.price, n),
        amount: 1,
        quantity: n,
        productId: p.productId,
        productDesc: `${p.title} ${p.subtitle}${n > 1 ? ` ×${n}` : ''}`.trim(),
      });
      startedAt.current = Date.now();
      setOrder(made);
    } catch {
      setStopped(true);
    }
  }, []);

  useEffect(() => {
    if (purchase) void createOrder(purchase);
    else setOrder(null);
  }, [purchase, createOrder]);

  // Polling starts whenever the dialog is open with an order id and stops on close (000 §4).
  // biome-ignore lint/correctness/useExhaustiveDependencies: polls once per order; `onPaid` and the mutation change identity each render
  useEffect(() => {
    if (!order) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      try {
        const state = await query.mutateAsync({ id: order.orderId });
        if (cancelled) return;
        const step = pollStep(state.status, Date.now() - startedAt.current);
        if (step === 'continue') timer = setTimeout(() => void tick(), PAY_POLL_INTERVAL_MS);
        else if (step === 'success')
          onPaid({
            orderId: state.orderId,
            price: state.price,
            quantity: state.quantity,
            productDesc: state.productDesc,
            updateTime: state.updateTime,
          });
        else setStopped(true);
      } catch {
        // 000 §4: a failed query calls the failure callback, which shows nothing, and stops.
        if (!cancelled) setStopped(true);
      }
    };
    timer = setTimeout(() => void tick(), PAY_POLL_INTERVAL_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [order]);

  return (
    <Modal
      opened={product !== null}
      onClose={onClose}
      centered
      size={360}
      title="扫码支付"
      closeButtonProps={{ 'aria-label': '关闭' }}
    >
      {product && (
        <Stack align="center" gap="sm">
          <Text fw={600}>
            {product.title} {product.subtitle}
            {quantity > 1 && ` ×${quantity}`}
          </Text>
          <Center
            w={PAY_QR_CODE_SIZE_PX + 16}
            h={PAY_QR_CODE_SIZE_PX + 16}
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
          >
            {order ? (
              <QRCodeSVG
                value={order.payUrl}
                size={PAY_QR_CODE_SIZE_PX}
                level={PAY_QR_CODE_ERROR_CORRECTION}
                role="img"
                aria-label="支付二维码"
                data-pay-url={order.payUrl}
              />
            ) : stopped ? (
              <Text fz="sm" c="dimmed">
                二维码获取失败
              </Text>
            ) : (
              <Loader size="sm" aria-label="正在生成二维码" />
            )}
          </Center>
          <Text>
            {paymentMessages.amount}：
            <Text span fw={800} fz="xl" c="orange">
              ¥{total}
            </Text>
          </Text>
          {/* No code, nothing to scan: the hint would be false (the failure itself was already said). */}
          {(order || !stopped) && (
            <Text fz="sm" c="dimmed">
              {paymentMessages.scanToPayHint}
            </Text>
          )}
          {stopped && order && (
            <Text fz="sm" c="red.7">
              订单已失效，请刷新二维码
            </Text>
          )}
          <Button
            variant="subtle"
            size="xs"
            onClick={() => purchase && void createOrder(purchase)}
            loading={create.isPending}
          >
            {paymentMessages.refreshCode}
          </Button>
          <Text fz="xs" c="dimmed">
            支付即表示同意
            <Anchor href="/service-terms" target="_blank" fz="xs" underline="always">
              《{paymentMessages.agreementLink}》
            </Anchor>
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
