import { useSyncExternalStore } from 'react';
import { Notification, Portal, Stack } from '@mantine/core';
import { toast } from '../lib/toast';

const colorOf = { success: 'teal', error: 'red', info: 'blue' } as const;

/** Renders lib/toast's (at most three) toasts at the top centre; errors are announced assertively. */
export function ToastViewport() {
  const toasts = useSyncExternalStore(toast.subscribe, toast.getSnapshot, toast.getSnapshot);
  return (
    <Portal>
      <Stack
        gap="xs"
        style={{
          position: 'fixed',
          top: 16,
          left: '50%',
          transform: 'translateX(-50%)',
          zIndex: 300000,
          width: 'min(420px, calc(100vw - 32px))',
        }}
      >
        {toasts.map((t) => (
          <Notification
            key={t.id}
            color={colorOf[t.kind]}
            role={t.kind === 'error' ? 'alert' : 'status'}
            onClose={() => toast.dismiss(t.id)}
            closeButtonProps={{ 'aria-label': '关闭提示' }}
            withBorder
          >
            {t.message}
          </Notification>
        ))}
      </Stack>
    </Portal>
  );
}
