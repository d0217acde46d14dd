import { Button } from '@mantine/core';

/** 下架 / 重新上架 for a catalogue card: the one action its state allows. */
export function ShelfButton({
  offline,
  disabled,
  onChange,
}: {
  offline: boolean;
  disabled: boolean;
  onChange: (state: 'offline' | 'online') => void;
}) {
  return offline ? (
    <Button size="xs" variant="default" onClick={() => onChange('online')} disabled={disabled}>
      重新上架
    </Button>
  ) : (
    <Button size="xs" variant="subtle" color="red" onClick={() => onChange('offline')} disabled={disabled}>
      下架
    </Button>
  );
}
