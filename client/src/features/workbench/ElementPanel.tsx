import { Button, ColorInput, Group, NumberInput, Stack, Switch, Textarea, Title } from '@mantine/core';
import { AnimationPanel } from './AnimationPanel';
import { PosturePicker } from './PosturePicker';
import { deleteElement, isHidden, isLocked, visibilityPatch } from './element-ops';
import { elementLabel, getElement, KIND_LABEL, patchElement } from './scene-ops';
import type { ElementRef, TextNode, WorkbenchScene } from './types';
import { useFieldCapture } from './use-field-capture';
import type { EditorApi } from './WorkbenchEditor';

const GEOMETRY = ['X', 'Y', 'Width', 'Height'] as const;
const GEOMETRY_LABELS: Record<(typeof GEOMETRY)[number], string> = { X: 'X', Y: 'Y', Width: '宽度', Height: '高度' };

/** Properties of the selected element: geometry, and for a text its content and style. */
interface Props {
  scene: WorkbenchScene;
  selection: ElementRef;
  api: EditorApi;
  onDeleted(): void;
  onPreview(ms: number): void;
  previewing: boolean;
  /** The project's avatar, for a scene whose digital human does not name its own. */
  personaBizId?: string | undefined;
}

export function ElementPanel({ scene, selection, api, onDeleted, onPreview, previewing, personaBizId }: Props) {
  const fields = useFieldCapture();
  const node = getElement(scene, selection);
  if (!node) return null;
  const text = selection.kind === 'text' ? (node as TextNode) : null;
  const set = (field: string, patch: Partial<TextNode>) =>
    api.updateScene((s) => patchElement(s, selection, patch), fields.capture(field));
  const number = (v: number | string) => (typeof v === 'number' ? v : Number.parseFloat(v));

  return (
    <Stack gap="xs" component="section" aria-labelledby="element-props-title">
      <Title order={2} size="h6" id="element-props-title">
        元素属性 · {elementLabel(scene, selection)}
      </Title>
      <Group grow gap="xs">
        {GEOMETRY.map((key) => (
          <NumberInput
            key={key}
            label={GEOMETRY_LABELS[key]}
            size="xs"
            value={Math.round(node[key] ?? 0)}
            min={key === 'Width' || key === 'Height' ? 1 : undefined}
            onChange={(v) => {
              const n = number(v);
              if (Number.isFinite(n)) set(key, { [key]: n });
            }}
            onBlur={fields.end}
          />
        ))}
      </Group>
      <Group grow gap="xs">
        <NumberInput
          label="旋转"
          size="xs"
          suffix="°"
          min={-360}
          max={360}
          value={Math.round(Number(node.Rotation ?? 0))}
          onChange={(v) => {
            const n = number(v);
            if (Number.isFinite(n)) set('Rotation', { Rotation: n });
          }}
          onBlur={fields.end}
        />
        <NumberInput
          label="不透明度"
          size="xs"
          suffix="%"
          min={0}
          max={100}
          value={Math.round(Number(node.Opacity ?? 1) * 100)}
          onChange={(v) => {
            const n = number(v);
            if (Number.isFinite(n)) set('Opacity', { Opacity: Math.max(0, Math.min(100, n)) / 100 });
          }}
          onBlur={fields.end}
        />
      </Group>
      <Group gap="md">
        <Switch
          label="隐藏"
          size="xs"
          checked={isHidden(node)}
          onChange={(e) => {
            const hide = e.currentTarget.checked;
            api.updateScene((s) => patchElement(s, selection, visibilityPatch(node, hide)), true);
          }}
        />
        <Switch
          label="锁定"
          size="xs"
          checked={isLocked(node)}
          onChange={(e) => {
            const locking = e.currentTarget.checked;
            api.updateScene((s) => patchElement(s, selection, { locking }), true);
          }}
        />
      </Group>
      {text && (
        <>
          <Textarea
            label="文本内容"
            size="xs"
            autosize
            minRows={2}
            value={text.content}
            onChange={(e) => set('content', { content: e.currentTarget.value })}
            onBlur={fields.end}
          />
          <Group grow gap="xs">
            <NumberInput
              label="字号"
              size="xs"
              min={1}
              value={text.FontSize ?? 30}
              onChange={(v) => {
                const n = number(v);
                if (n > 0) set('FontSize', { FontSize: n });
              }}
              onBlur={fields.end}
            />
            <ColorInput
              label="字体颜色"
              size="xs"
              eyeDropperButtonProps={{ 'aria-label': '吸取字体颜色' }}
              value={text.FontColor ?? '#ffffff'}
              onChange={(c) => set('FontColor', { FontColor: c })}
              onBlur={fields.end}
            />
          </Group>
          <Switch
            label="加粗"
            size="xs"
            checked={Boolean(text.Bold)}
            onChange={(e) =>
              api.updateScene((s) => patchElement(s, selection, { Bold: e.currentTarget.checked }), true)
            }
          />
        </>
      )}
      {selection.kind === 'human' && (scene.virtualHuman?.personaBizId ?? personaBizId) && (
        <PosturePicker scene={scene} personaBizId={(scene.virtualHuman?.personaBizId ?? personaBizId)!} api={api} />
      )}
      {selection.kind !== 'human' && node.notAllowDelete !== true && (
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => {
            api.updateScene((s) => deleteElement(s, selection), true);
            onDeleted();
          }}
        >
          删除{KIND_LABEL[selection.kind]}
        </Button>
      )}
      <AnimationPanel node={node} selection={selection} api={api} onPreview={onPreview} previewing={previewing} />
    </Stack>
  );
}
