import { Loader, Overlay, Stack, Text } from '@mantine/core';
import { loginMessages } from './messages';

/** 000 §2: the 'initialising' overlay while the account is prepared after login. */
export function InitialisingOverlay({ visible }: { visible: boolean }) {
  if (!visible) return null;
  return (
    <Overlay fixed center color="#fff" backgroundOpacity={0.85} zIndex={250000}>
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader />
        <Text>{loginMessages.initialising}</Text>
      </Stack>
    </Overlay>
  );
}
