import { useState, type ReactNode } from 'react';
import { Button, Group, Popover, Text } from '@mantine/core';
import { UI_SIZES } from '@portal/contracts';

/** A button that asks first in a 264 px confirmation popover (000 §9) and runs the action on 确定. */
export function ConfirmAction({
  label,
  message,
  onConfirm,
  color = 'red',
  children,
}: {
  label: string;
  message: ReactNode;
  onConfirm: () => Promise<unknown>;
  color?: string;
  children?: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpened(false);
    } catch {
      // The failure was already shown as a toast; the popover stays so the user can retry or cancel.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={UI_SIZES.confirmPopoverWidthPx}
      withArrow
      shadow="md"
      position="bottom-end"
    >
      <Popover.Target>
        <Button size="compact-xs" variant="subtle" color={color} onClick={() => setOpened((o) => !o)}>
          {children ?? label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={label}>
        <Text fz="sm" mb="sm">
          {message}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button size="compact-xs" variant="default" onClick={() => setOpened(false)}>
            取消
          </Button>
          <Button size="compact-xs" color={color} loading={busy} onClick={() => void confirm()}>
            确定
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
