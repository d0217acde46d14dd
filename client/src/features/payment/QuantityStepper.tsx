import { ActionIcon, Group, TextInput } from '@mantine/core';
import { QUANTITY_MIN } from '@portal/contracts';
import { clampQuantity } from './pay-rules';

/**
 * 000 §5 quantity stepper: − / digits / +. Every edit goes through clampQuantity, so the value is
 * always an integer within [min, max] and clearing the box gives the minimum.
 */
export function QuantityStepper({
  value,
  onChange,
  min = QUANTITY_MIN,
  max,
  label,
}: {
  value: number;
  onChange: (n: number) => void;
  min?: number;
  max?: number;
  label: string;
}) {
  const set = (raw: string | number) => onChange(clampQuantity(raw, min, max));
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={label}>
      <ActionIcon
        variant="default"
        size={36}
        aria-label="减少数量"
        disabled={value <= min}
        onClick={() => set(value - 1)}
      >
        −
      </ActionIcon>
      <TextInput
        w={72}
        aria-label={label}
        inputMode="numeric"
        value={String(value)}
        onChange={(e) => set(e.currentTarget.value)}
        styles={{ input: { textAlign: 'center' } }}
      />
      <ActionIcon
        variant="default"
        size={36}
        aria-label="增加数量"
        disabled={max !== undefined && value >= max}
        onClick={() => set(value + 1)}
      >
        +
      </ActionIcon>
    </Group>
  );
}
