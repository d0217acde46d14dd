import { useEffect, useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { ORDER_QUANTITY_MAX, paymentMessages, QUANTITY_MIN, UI_SIZES } from '@portal/contracts';
import { quotaLabel } from '../manageCenter/quota-labels';
import { orderTotal, type FuelPack, type PayProduct } from './pay-rules';
import { QuantityStepper } from './QuantityStepper';

/**
 * 000 §2 fuel modal, 550 px, titled with the pack's name and 加油包. Our packs are amounts of one
 * category ('amount' style), so the body lists the amounts to choose from, then how many (the
 * 000 §5 stepper); the total is unit price × quantity (000 §4).
 */
export function FuelPackModal({
  pack,
  onClose,
  onBuy,
}: {
  pack: FuelPack | null;
  onClose: () => void;
  onBuy: (product: PayProduct, quantity: number) => void;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(QUANTITY_MIN);
  // Another pack opens with its first amount and one of it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `pack` is the trigger: another pack opens with its first amount and one of it
  useEffect(() => {
    setChosen(null);
    setQuantity(QUANTITY_MIN);
  }, [pack]);
  const selected = pack?.packProducts.find((p) => p.productId === chosen) ?? pack?.packProducts[0] ?? null;
  return (
    <Modal
      opened={pack !== null}
      onClose={onClose}
      size={UI_SIZES.fuelPackModalWidthPx}
      centered
      title={pack ? `${pack.name}${paymentMessages.fuelPackSuffix}` : ''}
      closeButtonProps={{ 'aria-label': '关闭' }}
    >
      {pack && selected && (
        <Stack>
          {pack.remaining !== null && (
            <Text fz="sm" c="dimmed" data-testid="fuel-remaining">
              当前剩余：{remainingText(pack)}
            </Text>
          )}
          <Radio.Group
            value={selected.productId}
            onChange={setChosen}
            label={pack.style === 'category' ? '选择类别' : '选择规格'}
          >
            <Stack gap="xs" mt="xs">
              {pack.packProducts.map((p) => (
                <Radio key={p.productId} value={p.productId} label={`${p.subtitle}　¥${p.price}`} />
              ))}
            </Stack>
          </Radio.Group>
          <Group gap="sm">
            <Text fz="sm" fw={500}>
              购买数量
            </Text>
            <QuantityStepper label="购买数量" value={quantity} max={ORDER_QUANTITY_MAX} onChange={setQuantity} />
          </Group>
          <Group justify="space-between">
            <Text>
              {paymentMessages.amount}：
              <Text span fw={700} c="orange.8" data-testid="fuel-total">
                ¥{orderTotal(selected.price, quantity)}
              </Text>
            </Text>
            <Button color="orange" onClick={() => onBuy(selected, quantity)}>
              {selected.btnText || '购买'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/**
 * The remaining quota in its unit: the video pack in credits with what a minute costs, so 60 分钟 of
 * 1080P (360 点) is not read against a bare number.
 */
function remainingText(pack: FuelPack): string {
  const label = quotaLabel({ resourceCode: pack.resourceCode });
  if (!label.unit) return String(pack.remaining);
  return label.note ? `${pack.remaining} ${label.unit}（${label.note}）` : `${pack.remaining} ${label.unit}`;
}
