import { Alert, Anchor, Button, Modal, Stack, Text } from '@mantine/core';
import { paymentRuleMessages } from '@portal/contracts';
import type { RouterOutputs } from '../../lib/trpc';

import { standingNotice } from './standing-notice';

type PurchaseOptions = RouterOutputs['payment']['purchaseOptions'];

/** Whom to contact: the install's sales contact, or its administrator when none is configured. */
export function ContactLines({ contact }: { contact: PurchaseOptions['contact'] }) {
  if (!contact) return <Text fz="sm">{paymentRuleMessages.contactUnknown}</Text>;
  return (
    <Stack gap={2}>
      {contact.name && <Text fz="sm">联系人：{contact.name}</Text>}
      {contact.phone && (
        <Text fz="sm">
          电话：
          <Anchor fz="sm" href={`tel:${contact.phone.replace(/\s+/g, '')}`}>
            {contact.phone}
          </Anchor>
        </Text>
      )}
      {contact.email && (
        <Text fz="sm">
          邮箱：
          <Anchor fz="sm" href={`mailto:${contact.email}`}>
            {contact.email}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

/**
 * The pay-wall's banner when buying is not a scan away: the company's standing (expired, no
 * licence) and, without online payment, how to buy and from whom. Nothing when neither applies.
 */
export function PurchaseNotice({ options }: { options: PurchaseOptions | undefined }) {
  if (!options) return null;
  const notice = standingNotice(options.standing);
  if (options.onlinePayment && !notice) return null;
  return (
    <Alert
      color={options.standing?.state === 'expired' ? 'red' : 'orange'}
      title={options.onlinePayment ? notice : paymentRuleMessages.offlineTitle}
      role="status"
    >
      <Stack gap={6}>
        {!options.onlinePayment && notice && <Text fz="sm">{notice}</Text>}
        {!options.onlinePayment && <Text fz="sm">{paymentRuleMessages.offlineHowToBuy}</Text>}
        {options.onlinePayment ? <Text fz="sm">续费或开通请在下方选择套餐扫码支付。</Text> : null}
        {!options.onlinePayment && <ContactLines contact={options.contact} />}
      </Stack>
    </Alert>
  );
}

/** Buying one product without online payment: what was chosen, and whom to contact for it. */
export function ContactToBuyDialog({
  product,
  options,
  onClose,
}: {
  product: { title: string; subtitle: string; price: number } | null;
  options: PurchaseOptions | undefined;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={product !== null}
      onClose={onClose}
      centered
      size={380}
      title={paymentRuleMessages.contactToBuy}
      closeButtonProps={{ 'aria-label': '关闭' }}
    >
      {product && (
        <Stack gap="sm">
          <Text fw={600}>
            {product.title} {product.subtitle} · ¥{product.price}
          </Text>
          <Text fz="sm" c="dimmed">
            {paymentRuleMessages.offlineHowToBuy}
          </Text>
          <ContactLines contact={options?.contact ?? null} />
          <Button variant="light" onClick={onClose}>
            知道了
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
