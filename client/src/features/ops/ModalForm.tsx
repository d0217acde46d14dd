import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@mantine/core';

/**
 * The body of a console dialog's form: its fields, the server's refusal under them, and the submit
 * button, busy while the call runs. Enter submits; the browser's own validation stays out of the way
 * so the refusals read as the server words them.
 */
export function ModalForm({
  onSubmit,
  failure,
  busy,
  submitLabel,
  children,
}: {
  onSubmit: () => unknown;
  failure: string | null | undefined;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
      noValidate
    >
      <Stack gap="sm">
        {children}
        {failure && (
          <Text c="red" size="sm" role="alert">
            {failure}
          </Text>
        )}
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
