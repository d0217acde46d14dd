import { Button, Group, Modal, Text } from '@mantine/core';
import { actionMessages } from '@portal/contracts';

/** A yes-or-no question before something that cannot be undone. */
export function ConfirmDialog({
  opened,
  message,
  busy,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  message: string;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={actionMessages.promptTitle} centered>
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          取消
        </Button>
        <Button color="red" loading={busy} onClick={onConfirm}>
          确定
        </Button>
      </Group>
    </Modal>
  );
}
