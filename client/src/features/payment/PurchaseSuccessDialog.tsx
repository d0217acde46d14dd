import { Button, Center, Group, Modal, Stack, Table, ThemeIcon } from '@mantine/core';
import { CheckIcon } from '../../components/icons';
import { paymentMessages } from '@portal/contracts';
import { useNavigate } from 'react-router-dom';
import type { PaidOrder } from './PayQrDialog';

const formatTime = (d: Date) => new Date(d).toLocaleString('zh-CN', { hour12: false });

/** 000 §2 purchase-success dialog: amount, order number, time, method; view the order or use it now. */
export function PurchaseSuccessDialog({
  order,
  orderType,
  onClose,
}: {
  order: PaidOrder | null;
  orderType: 'licence' | 'pack';
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const go = (path: string) => {
    onClose();
    void navigate(path);
  };
  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      centered
      title="购买成功"
      closeButtonProps={{ 'aria-label': '关闭' }}
    >
      {order && (
        <Stack>
          <Center>
            <ThemeIcon size={56} radius="xl" color="green" aria-hidden>
              <CheckIcon size={32} />
            </ThemeIcon>
          </Center>
          <Table variant="vertical" withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={100}>{paymentMessages.amount}</Table.Th>
                <Table.Td>¥{order.price}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>购买数量</Table.Th>
                <Table.Td>{order.quantity}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{paymentMessages.orderNumber}</Table.Th>
                <Table.Td style={{ wordBreak: 'break-all' }}>{order.orderId}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{paymentMessages.orderTime}</Table.Th>
                <Table.Td>{formatTime(order.updateTime)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{paymentMessages.paymentMethod}</Table.Th>
                <Table.Td>微信支付</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Group justify="center">
            {/* 000 §2: the order list with orderType and a refresh timestamp. */}
            <Button
              variant="default"
              onClick={() => go(`/home/manageCenter/orderCenter?orderType=${orderType}&refresh=${Date.now()}`)}
            >
              {paymentMessages.viewOrder}
            </Button>
            <Button color="orange" onClick={() => go('/home/premium')}>
              {paymentMessages.useNow}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
