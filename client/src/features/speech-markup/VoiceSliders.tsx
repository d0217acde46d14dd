import { Group, Slider, Stack, Text } from '@mantine/core';

export type VoiceSetting = 'rate' | 'pitch' | 'volume';

/** 001 §9: rate and pitch 0.6–1.5 step 0.01, volume 0–100 step 1; defaults 1, 1, 50. */
export const VOICE_SETTINGS: readonly {
  key: VoiceSetting;
  label: string;
  min: number;
  max: number;
  step: number;
  fallback: number;
}[] = [
  { key: 'rate', label: '语速', min: 0.6, max: 1.5, step: 0.01, fallback: 1 },
  { key: 'pitch', label: '语调', min: 0.6, max: 1.5, step: 0.01, fallback: 1 },
  { key: 'volume', label: '音量', min: 0, max: 100, step: 1, fallback: 50 },
];

interface Props {
  value: Partial<Record<VoiceSetting, number | undefined>>;
  onChange(key: VoiceSetting, value: number): void;
  /** A slider let go: ends one undoable change. */
  onEnd?(): void;
}

/** Rate, pitch and volume sliders with the spec's ranges and steps; arrow keys move by one step. */
export function VoiceSliders({ value, onChange, onEnd }: Props) {
  return (
    <>
      {VOICE_SETTINGS.map(({ key, label, min, max, step, fallback }) => (
        <Stack gap={2} key={key}>
          <Group justify="space-between">
            <Text size="xs" fw={500} id={`slider-${key}`}>
              {label}
            </Text>
            <Text size="xs" c="dimmed">
              {value[key] ?? fallback}
            </Text>
          </Group>
          <Slider
            size="sm"
            min={min}
            max={max}
            step={step}
            value={value[key] ?? fallback}
            onChange={(v) => onChange(key, v)}
            onChangeEnd={() => onEnd?.()}
            label={null}
            thumbProps={{ 'aria-labelledby': `slider-${key}` }}
          />
        </Stack>
      ))}
    </>
  );
}
