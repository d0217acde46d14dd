import { Badge, Button, Card, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { paymentMessages } from '@portal/contracts';
import type { FuelPack, PayProduct } from './pay-rules';
import { fromPrice } from './pay-rules';

/** The card icon: the plan's first character on its colour (no icon font is bundled). */
const ICONS: Record<string, [string, string]> = {
  free: ['免', 'gray'],
  tasting: ['体', 'orange'],
  standard: ['标', 'indigo'],
};

/** 000 §2 package card: icon, title, price, struck original price, limited-time tag, features, note, button, unit. */
export function ProductCard({
  product,
  active,
  onSelect,
  onBuy,
}: {
  product: PayProduct;
  active: boolean;
  onSelect: () => void;
  onBuy: () => void;
}) {
  const free = product.style === 'free';
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      role="group"
      aria-label={product.title}
      onMouseEnter={onSelect}
      style={{
        borderColor: active ? 'var(--mantine-color-orange-5)' : undefined,
        borderWidth: active ? 2 : 1,
        cursor: 'pointer',
      }}
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Group gap={6}>
            <ThemeIcon aria-hidden radius="xl" color={(ICONS[product.style] ?? ['套', 'teal'])[1]}>
              {(ICONS[product.style] ?? ['套', 'teal'])[0]}
            </ThemeIcon>
            <Text fw={700} fz="lg">
              {product.title}
            </Text>
          </Group>
          {product.originPrice !== null && (
            <Badge color="red" variant="light">
              {paymentMessages.limitedTimeOffer}
            </Badge>
          )}
        </Group>
        <Text c="dimmed" fz="sm">
          {product.subtitle}
        </Text>
        <Group gap={6} align="baseline">
          <Text fw={800} fz={28} c="orange">
            ¥{product.price}
          </Text>
          {!free && (
            <Text fz="sm" c="dimmed">
              {product.unit}
            </Text>
          )}
          {product.originPrice !== null && (
            <Text fz="sm" c="dimmed" td="line-through">
              ¥{product.originPrice}
            </Text>
          )}
        </Group>
        <List size="sm" spacing={4} style={{ flex: 1 }}>
          {product.features.map((f) => (
            <List.Item key={f}>{f}</List.Item>
          ))}
        </List>
        {product.note && (
          <Text fz="xs" c="orange">
            {product.note}
          </Text>
        )}
        <Button fullWidth color={free ? 'gray' : 'orange'} variant={active ? 'filled' : 'light'} onClick={onBuy}>
          {product.btnText}
        </Button>
      </Stack>
    </Card>
  );
}

/** 000 §2 fuel card: the pack's name, its 'from' price and, logged in, what is left. */
export function FuelPackCard({ pack, onOpen }: { pack: FuelPack; onOpen: () => void }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="button"
      type="button"
      onClick={onOpen}
      aria-label={`${pack.name}${paymentMessages.fuelPackSuffix}`}
      style={{ textAlign: 'left', cursor: 'pointer' }}
    >
      <Stack gap={4}>
        <Text fw={700}>
          {pack.name}
          {paymentMessages.fuelPackSuffix}
        </Text>
        <Text c="orange" fw={700}>
          ¥{fromPrice(pack)}
          {paymentMessages.priceFromSuffix}
        </Text>
        {pack.remaining !== null && (
          <Text fz="xs" c="dimmed">
            剩余 {pack.remaining}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
