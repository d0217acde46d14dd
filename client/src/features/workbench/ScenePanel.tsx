import { memo, useMemo } from 'react';
import { Alert, Button, ColorInput, Group, Select, Stack, Text, Title } from '@mantine/core';
import { speechDocFrom } from '@portal/workers/core/ssml/canonical';
import { plainText } from '@portal/workers/core/ssml/model';
import { animationDefaultTime, editorMessages } from '@portal/contracts';
import { options, TRANSITION_LABELS } from './animation-labels';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { BackgroundMusic } from './BackgroundMusic';
import { applyBackgroundToAll } from './element-ops';
import { SceneTextEditor } from '../speech-markup/SceneTextEditor';
import { VoicePicker } from '../speech-markup/VoicePicker';
import { VoiceSliders } from '../speech-markup/VoiceSliders';
import type { WorkbenchScene } from './types';
import { useFieldCapture } from './use-field-capture';
import { useTextCheck, type TextCheck } from './use-text-check';
import type { EditorApi } from './WorkbenchEditor';
import { sameSceneSettings } from './render-guards';
import { HighlightedText } from '../safety-lexicon/HighlightedText';

interface Props {
  scene: WorkbenchScene;
  sceneNumber: number;
  api: EditorApi;
}

/** Properties of the selected scene: spoken text (with its risk check), background and voice. Not redrawn while elements move. */
export const ScenePanel = memo(
  ScenePanelView,
  (a: Props, b: Props) => a.sceneNumber === b.sceneNumber && a.api === b.api && sameSceneSettings(a.scene, b.scene),
);

function ScenePanelView({ scene, sceneNumber, api }: Props) {
  const fields = useFieldCapture();
  const voices = trpc.voice.getEditorVoiceList.useQuery({}, { staleTime: 5 * 60_000 });
  const demo = trpc.voice.demo.useMutation({
    onSuccess: ({ audioUrl }) => void new Audio(audioUrl).play().catch(() => undefined),
  });
  const first = scene.voiceTexts?.[0];
  const stored = typeof first === 'string' ? first : typeof first?.text === 'string' ? first.text : '';
  // What is read aloud, without markup: for the risk check and the audition.
  const spoken = useMemo(() => plainText(speechDocFrom(stored)), [stored]);
  const check = useTextCheck(spoken);
  const voiceBizId = scene.tts?.voiceBizId ?? null;
  const voice = voices.data?.find((v) => v.bizId === voiceBizId);
  const applyToAll = () => {
    api.update((d) => ({ ...d, scenes: applyBackgroundToAll(d.scenes, sceneNumber - 1) }), true);
    toast.success(editorMessages.appliedToAllScenes);
  };
  const setTts = (field: 'rate' | 'pitch' | 'volume', value: number) =>
    api.updateScene(
      (s) => ({ ...s, tts: { rate: 1, pitch: 1, volume: 50, ...s.tts, [field]: value } }),
      fields.capture(`tts.${field}`),
    );

  const setSpoken = (value: string) =>
    api.updateScene(
      (s) => ({ ...s, voiceTexts: [value, ...(s.voiceTexts ?? []).slice(1)] }),
      fields.capture('voiceText'),
    );

  return (
    <Stack gap="xs" component="section" aria-labelledby="scene-props-title">
      <Title order={2} size="h6" id="scene-props-title">
        场景{sceneNumber} 属性
      </Title>
      <SceneTextEditor
        value={stored}
        onChange={setSpoken}
        onBlur={fields.end}
        provider={voice?.voiceProvider ?? null}
        voiceCode={voice?.languageCode ?? null}
      />
      <CheckResult check={check} />
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <ColorInput
          label="背景颜色"
          size="xs"
          eyeDropperButtonProps={{ 'aria-label': '吸取背景颜色' }}
          style={{ flex: 1 }}
          value={scene.backgroundColor ?? ''}
          onChange={(c) => api.updateScene((s) => ({ ...s, backgroundColor: c }), fields.capture('backgroundColor'))}
          onBlur={fields.end}
        />
        <Button size="xs" variant="default" onClick={applyToAll}>
          应用至全部场景
        </Button>
      </Group>
      <Select
        label="转场"
        size="xs"
        placeholder="无"
        clearable
        data={options(TRANSITION_LABELS)}
        value={transitionOf(scene)}
        // 002 §9 default times: 3.5 s, the screen pushes 2 s.
        onChange={(name) =>
          api.updateScene(
            (s) => ({ ...s, transition: name ? { type: name, duration: animationDefaultTime(name) } : undefined }),
            true,
          )
        }
      />
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <VoicePicker
          value={voiceBizId}
          onChange={(id) =>
            api.updateScene((s) => ({ ...s, tts: { rate: 1, pitch: 1, volume: 50, ...s.tts, voiceBizId: id } }), true)
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
              ...(spoken.trim() ? { text: spoken.trim().slice(0, 100) } : {}),
            })
          }
        >
          试听
        </Button>
      </Group>
      <VoiceSliders value={scene.tts ?? {}} onChange={setTts} onEnd={fields.end} />
      <BackgroundMusic scene={scene} api={api} capture={fields.capture} onEnd={fields.end} />
    </Stack>
  );
}

/** The scene's transition name (an object with a type, or a bare name). */
function transitionOf(scene: WorkbenchScene): string | null {
  const t = scene.transition;
  if (typeof t === 'string') return t;
  return typeof t === 'object' && t !== null && typeof (t as { type?: unknown }).type === 'string'
    ? (t as { type: string }).type
    : null;
}

function CheckResult({ check }: { check: TextCheck }) {
  switch (check.status) {
    case 'idle':
      return null;
    case 'checking':
      return (
        <Text size="xs" c="dimmed" role="status">
          文本检测中…
        </Text>
      );
    case 'passed':
      return (
        <Text size="xs" c="green" role="status">
          文本检测通过
        </Text>
      );
    case 'failed':
      return (
        <Text size="xs" c="red" role="status">
          文本检测未通过，请稍后重试
        </Text>
      );
    case 'flagged':
      return (
        <Alert
          color={check.level === 'SENSITIVE' ? 'red' : 'orange'}
          p="xs"
          role="status"
          title={check.message || '文本中包含敏感信息，请重新编辑'}
        >
          {check.riskWords.length > 0 && <Text size="xs">风险词：{check.riskWords.join('、')}</Text>}
          <HighlightedText
            text={check.text}
            ranges={check.ranges}
            color={check.level === 'SENSITIVE' ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-orange-6)'}
          />
        </Alert>
      );
  }
}
