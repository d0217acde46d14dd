import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { paymentMessages, UI_SIZES } from '@portal/contracts';
import type { FuelPack, PayProduct } from './pay-rules';

/**
 * 000 §2 fuel modal, 550 px, titled with the pack's name and 加油包. Our packs are amounts of one
 * category ('amount' style), so the body lists the amounts to choose from. One pack per order:
 * create-order's amount is always 1 (000 §3).
 */
export function FuelPackModal({ pack, onClose, onBuy }: { pack: FuelPack | null; onClose: () => void; onBuy: (product: PayProduct) => void }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = pack?.packProducts.find((p) => p.productId === chosen) ?? pack?.packProducts[0] ?? null;
  return (
    <Modal opened={pack !== null} onClose={onClose} size={UI_SIZES.fuelPackModalWidthPx} centered title={pack ? `${pack.name}${paymentMessages.fuelPackSuffix}` : ''} closeButtonProps={{ 'aria-label': '关闭' }}>
      {pack && selected && (
        <Stack>
          {pack.remaining !== null && <Text fz="sm" c="dimmed">当前剩余：{pack.remaining}</Text>}
          <Radio.Group value={selected.productId} onChange={setChosen} label={pack.style === 'category' ? '选择类别' : '选择数量'}>
            <Stack gap="xs" mt="xs">
              {pack.packProducts.map((p) => (
                <Radio key={p.productId} value={p.productId} label={`${p.subtitle}　¥${p.price}`} />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="space-between">
            <Text>{paymentMessages.amount}：<Text span fw={700} c="orange.8">¥{selected.price}</Text></Text>
            <Button color="orange" onClick={() => onBuy(selected)}>{selected.btnText || '购买'}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
