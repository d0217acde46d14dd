import { Button, Group, Loader, Text } from '@mantine/core';
import type { VoicePreviewState } from './use-voice-preview';

interface Props {
  state: VoicePreviewState;
  disabled: boolean;
  onStart(): void;
  onStop(): void;
}

const LABEL: Record<VoicePreviewState, { text: string; aria: string }> = {
  idle: { text: '预览', aria: '播放场景预览' },
  loading: { text: '取消', aria: '取消场景预览' },
  playing: { text: '停止', aria: '停止场景预览' },
};

/**
 * Plays the scene with its voice on the canvas, and stops it. A plain button, so Tab, Enter and Space
 * reach it; while the voice is prepared it says so and a second press cancels.
 */
export function VoicePreviewButton({ state, disabled, onStart, onStop }: Props) {
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        size="xs"
        variant={state === 'playing' ? 'filled' : 'light'}
        disabled={disabled && state === 'idle'}
        leftSection={state === 'loading' ? <Loader size={12} /> : null}
        onClick={state === 'idle' ? onStart : onStop}
        aria-label={LABEL[state].aria}
        aria-pressed={state === 'playing'}
        data-testid="voice-preview"
        data-state={state}
      >
        {LABEL[state].text}
      </Button>
      {state === 'loading' && (
        <Text size="xs" c="dimmed" role="status">
          语音准备中…
        </Text>
      )}
    </Group>
  );
}
