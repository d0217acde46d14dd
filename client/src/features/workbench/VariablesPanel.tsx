import { memo, useState } from 'react';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { graphVariableOf, variableNameProblem } from '@portal/contracts';
import { storedImageUrl } from '../avatar-switch/apply-avatar';
import { MediaLibraryModal } from '../media/MediaLibraryModal';
import type { ElementRef, WorkbenchData } from './types';
import { useFieldCapture } from './use-field-capture';
import {
  otherGraphNames,
  placeholderProblems,
  variablesOf,
  setGraphValue,
  setGraphVariable,
  setTextVariable,
  textVariableValue,
} from './variable-ops';
import type { EditorApi } from './WorkbenchEditor';
import { sameSelection } from './render-guards';

interface Props {
  data: WorkbenchData;
  sceneIndex: number;
  selection: ElementRef | null;
  api: EditorApi;
}

/** Which image a library pick is for. */
type Target = { scene: number; index: number };

/**
 * 模板变量 (001 §3, §5): every `${name}` written in the project's texts gets one value field, a
 * malformed name its rule's message; images made variables get their picture from the library.
 */
export const VariablesPanel = memo(
  VariablesPanelView,
  (a: Props, b: Props) =>
    a.api === b.api &&
    a.sceneIndex === b.sceneIndex &&
    a.data.variables === b.data.variables &&
    sameSelection(a.selection, b.selection) &&
    JSON.stringify(variablesOf(a.data.scenes)) === JSON.stringify(variablesOf(b.data.scenes)),
);

function VariablesPanelView({ data, sceneIndex, selection, api }: Props) {
  const fields = useFieldCapture();
  const [picking, setPicking] = useState<Target | null>(null);
  const texts = placeholderProblems(data.scenes);
  const { graph } = variablesOf(data.scenes);
  const onScene = (
    target: Target,
    recipe: (scene: WorkbenchData['scenes'][number]) => WorkbenchData['scenes'][number],
  ) => api.update((d) => ({ ...d, scenes: d.scenes.map((s, i) => (i === target.scene ? recipe(s) : s)) }), true);

  return (
    <Stack gap="xs" component="section" aria-labelledby="variables-title">
      <Title order={2} size="h6" id="variables-title">
        模板变量
      </Title>
      {texts.length === 0 && graph.length === 0 && (
        <Text size="xs" c="dimmed">
          在文本中输入 {'${变量名}'} 即可创建文本变量；选中图片可设为图片变量。
        </Text>
      )}
      {texts.map(({ name, problem }) =>
        problem ? (
          <Text key={`bad:${name}`} size="xs" c="red" role="alert">
            {`\${${name}}`}：{problem}
          </Text>
        ) : (
          <TextInput
            key={name}
            size="xs"
            label={`\${${name}}`}
            placeholder="填写变量值"
            value={textVariableValue(data, name)}
            onChange={(e) => {
              const value = e.currentTarget.value;
              api.update((d) => setTextVariable(d, name, value), fields.capture(`variable:${name}`));
            }}
            onBlur={fields.end}
          />
        ),
      )}
      {graph.map((g) => (
        <Group key={`${g.scene}:${g.index}`} justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs">
            图片变量 {g.name}（场景{g.scene + 1}）
          </Text>
          <Button size="compact-xs" variant="default" onClick={() => setPicking({ scene: g.scene, index: g.index })}>
            {g.value ? '更换图片' : '选择图片'}
          </Button>
        </Group>
      ))}
      {selection?.kind === 'image' && (
        <ImageVariableForm
          key={`${sceneIndex}:${selection.index}`}
          data={data}
          target={{ scene: sceneIndex, index: selection.index }}
          onChange={onScene}
        />
      )}
      <MediaLibraryModal
        opened={picking !== null}
        initialTab="image"
        onClose={() => setPicking(null)}
        onPick={(item) => {
          if (picking)
            onScene(picking, (s) => setGraphValue(s, picking.index, storedImageUrl(item.url, location.origin)));
          setPicking(null);
        }}
      />
    </Stack>
  );
}

interface FormProps {
  data: WorkbenchData;
  target: Target;
  onChange(target: Target, recipe: (scene: WorkbenchData['scenes'][number]) => WorkbenchData['scenes'][number]): void;
}

/** Makes the selected image a variable under a name the rules accept, or turns it back into a plain image. */
function ImageVariableForm({ data, target, onChange }: FormProps) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const node = data.scenes[target.scene]?.displayImages?.[target.index];
  if (!node) return null;
  const current = graphVariableOf(node);
  if (current) {
    return (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs">所选图片是变量 {current.name}</Text>
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          onClick={() => onChange(target, (s) => setGraphVariable(s, target.index, null))}
        >
          取消变量
        </Button>
      </Group>
    );
  }
  const submit = () => {
    const found = variableNameProblem(name, otherGraphNames(data.scenes, target.scene, target.index));
    setProblem(found);
    if (!found) onChange(target, (s) => setGraphVariable(s, target.index, name));
  };
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        size="xs"
        label="图片变量名"
        style={{ flex: 1 }}
        value={name}
        error={problem}
        onChange={(e) => {
          setName(e.currentTarget.value);
          setProblem(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') submit();
        }}
      />
      <Button size="xs" variant="light" onClick={submit}>
        设为图片变量
      </Button>
    </Group>
  );
}
