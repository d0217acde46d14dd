import { ColorInput, Group, NumberInput, Stack, Switch, Textarea, Title } from '@mantine/core';
import { elementLabel, getElement, patchElement } from './scene-ops';
import type { ElementRef, TextNode, WorkbenchScene } from './types';
import { useFieldCapture } from './use-field-capture';
import type { EditorApi } from './WorkbenchEditor';

const GEOMETRY = ['X', 'Y', 'Width', 'Height'] as const;
const GEOMETRY_LABELS: Record<(typeof GEOMETRY)[number], string> = { X: 'X', Y: 'Y', Width: '宽度', Height: '高度' };

/** Properties of the selected element: geometry, and for a text its content and style. */
export function ElementPanel({ scene, selection, api }: { scene: WorkbenchScene; selection: ElementRef; api: EditorApi }) {
  const fields = useFieldCapture();
  const node = getElement(scene, selection);
  if (!node) return null;
  const text = selection.kind === 'text' ? (node as TextNode) : null;
  const set = (field: string, patch: Partial<TextNode>) =>
    api.updateScene((s) => patchElement(s, selection, patch), fields.capture(field));
  const number = (v: number | string) => (typeof v === 'number' ? v : Number.parseFloat(v));

  return (
    <Stack gap="xs" component="section" aria-labelledby="element-props-title">
      <Title order={2} size="h6" id="element-props-title">元素属性 · {elementLabel(scene, selection)}</Title>
      <Group grow gap="xs">
        {GEOMETRY.map((key) => (
          <NumberInput
            key={key}
            label={GEOMETRY_LABELS[key]}
            size="xs"
            value={Math.round(node[key])}
            min={key === 'Width' || key === 'Height' ? 1 : undefined}
            onChange={(v) => { const n = number(v); if (Number.isFinite(n)) set(key, { [key]: n }); }}
            onBlur={fields.end}
          />
        ))}
      </Group>
      {text && (
        <>
          <Textarea label="文本内容" size="xs" autosize minRows={2} value={text.content} onChange={(e) => set('content', { content: e.currentTarget.value })} onBlur={fields.end} />
          <Group grow gap="xs">
            <NumberInput label="字号" size="xs" min={1} value={text.FontSize ?? 30} onChange={(v) => { const n = number(v); if (n > 0) set('FontSize', { FontSize: n }); }} onBlur={fields.end} />
            <ColorInput label="字体颜色" size="xs" value={text.FontColor ?? '#ffffff'} onChange={(c) => set('FontColor', { FontColor: c })} onBlur={fields.end} />
          </Group>
          <Switch label="加粗" size="xs" checked={Boolean(text.Bold)} onChange={(e) => api.updateScene((s) => patchElement(s, selection, { Bold: e.currentTarget.checked }), true)} />
        </>
      )}
    </Stack>
  );
}
