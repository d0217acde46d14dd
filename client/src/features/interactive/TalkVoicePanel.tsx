import { Button, Stack, Title } from '@mantine/core';
import { trpc } from '../../lib/trpc';
import { VoicePicker } from '../speech-markup/VoicePicker';
import { VoiceSliders } from '../speech-markup/VoiceSliders';
import type { WorkbenchScene } from '../workbench/types';
import { useFieldCapture } from '../workbench/use-field-capture';
import type { EditorApi } from '../workbench/WorkbenchEditor';

/** The project's voice (002 §3 tts) with audition and the rate / pitch / volume rules of 002 §5. */
export function TalkVoicePanel({ scene, api, greeting }: { scene: WorkbenchScene; api: EditorApi; greeting: string }) {
  const fields = useFieldCapture();
  const demo = trpc.voice.demo.useMutation({
    onSuccess: ({ audioUrl }) => void new Audio(audioUrl).play().catch(() => undefined),
  });
  const voiceBizId = scene.tts?.voiceBizId ?? scene.tts?.timbre ?? null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="talk-voice-title">
      <Title order={2} size="h6" id="talk-voice-title">
        声音
      </Title>
      <VoicePicker
        value={voiceBizId}
        onChange={(id) =>
          api.updateScene(
            (s) => ({ ...s, tts: { rate: 1, pitch: 1, volume: 50, ...s.tts, voiceBizId: id, timbre: id } }),
            true,
          )
        }
      />
      <Button
        size="xs"
        variant="light"
        disabled={!voiceBizId}
        loading={demo.isPending}
        onClick={() =>
          voiceBizId &&
          demo.mutate({
            voiceBizId,
            rate: scene.tts?.rate,
            pitch: scene.tts?.pitch,
            volume: scene.tts?.volume,
            text: greeting.slice(0, 100) || '您好',
          })
        }
      >
        试听
      </Button>
      <VoiceSliders
        value={scene.tts ?? {}}
        onChange={(key, value) =>
          api.updateScene(
            (s) => ({ ...s, tts: { rate: 1, pitch: 1, volume: 50, ...s.tts, [key]: value } }),
            fields.capture(`tts.${key}`),
          )
        }
        onEnd={fields.end}
      />
    </Stack>
  );
}
