import { IconArrowDown, IconArrowUp, IconEye, IconEyeOff, IconLock, IconLockOpen } from '@tabler/icons-react';
import { memo } from 'react';
import { ActionIcon, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { isHidden, isLocked, visibilityPatch } from './element-ops';
import { layersOf, moveLayer } from './layer-ops';
import { elementLabel, getElement, patchElement, sameRef } from './scene-ops';
import type { ElementRef, WorkbenchScene } from './types';
import type { EditorApi } from './WorkbenchEditor';
import { layerSignature, sameSelection } from './render-guards';

interface Props {
  scene: WorkbenchScene;
  selection: ElementRef | null;
  api: EditorApi;
  onSelect(ref: ElementRef): void;
}

/** 图层: the scene's elements from the top down with their z-index, order, hide and lock (001 §4). */
export const LayersPanel = memo(
  LayersPanelView,
  (a: Props, b: Props) =>
    a.api === b.api &&
    a.onSelect === b.onSelect &&
    sameSelection(a.selection, b.selection) &&
    layerSignature(a.scene) === layerSignature(b.scene),
);

function LayersPanelView({ scene, selection, api, onSelect }: Props) {
  const layers = layersOf(scene);
  if (layers.length === 0) return null;
  const visibleCount = layers.filter((l) => l.z > 0).length;
  return (
    <Stack gap={4} component="section" aria-labelledby="layers-title">
      <Title order={2} size="h6" id="layers-title">
        图层
      </Title>
      <Stack gap={2} component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label="图层列表">
        {layers.map(({ ref, z }, i) => {
          const node = getElement(scene, ref)!;
          const label = elementLabel(scene, ref);
          const hidden = isHidden(node);
          const locked = isLocked(node);
          return (
            <Group
              component="li"
              key={`${ref.kind}-${'index' in ref ? ref.index : 0}`}
              gap={4}
              wrap="nowrap"
              data-testid="layer"
              data-z={z}
              bg={sameRef(ref, selection) ? 'blue.0' : undefined}
              px={4}
              style={{ borderRadius: 4 }}
            >
              <UnstyledButton
                onClick={() => onSelect(ref)}
                style={{ flex: 1, minWidth: 0 }}
                aria-label={`选择图层 ${label}`}
              >
                <Text size="xs" truncate c={hidden ? 'dimmed' : undefined}>
                  {label}
                </Text>
              </UnstyledButton>
              <Text size="xs" c="dimmed" w={20} ta="right" aria-label={`层级 ${z}`}>
                {z}
              </Text>
              <ActionIcon
                size="sm"
                variant="subtle"
                aria-label={`上移图层 ${label}`}
                disabled={hidden || i === 0}
                onClick={() => api.updateScene((s) => moveLayer(s, ref, 'up'), true)}
              >
                <IconArrowUp size={14} aria-hidden />
              </ActionIcon>
              <ActionIcon
                size="sm"
                variant="subtle"
                aria-label={`下移图层 ${label}`}
                disabled={hidden || i >= visibleCount - 1}
                onClick={() => api.updateScene((s) => moveLayer(s, ref, 'down'), true)}
              >
                <IconArrowDown size={14} aria-hidden />
              </ActionIcon>
              <ActionIcon
                size="sm"
                variant={hidden ? 'filled' : 'subtle'}
                aria-pressed={hidden}
                aria-label={`隐藏 ${label}`}
                onClick={() =>
                  api.updateScene((s) => {
                    const current = getElement(s, ref);
                    return current ? patchElement(s, ref, visibilityPatch(current, !isHidden(current))) : s;
                  }, true)
                }
              >
                {hidden ? <IconEyeOff size={14} aria-hidden /> : <IconEye size={14} aria-hidden />}
              </ActionIcon>
              <ActionIcon
                size="sm"
                variant={locked ? 'filled' : 'subtle'}
                aria-pressed={locked}
                aria-label={`锁定 ${label}`}
                onClick={() =>
                  api.updateScene((s) => {
                    const current = getElement(s, ref);
                    return current ? patchElement(s, ref, { locking: !isLocked(current) }) : s;
                  }, true)
                }
              >
                {locked ? <IconLock size={14} aria-hidden /> : <IconLockOpen size={14} aria-hidden />}
              </ActionIcon>
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
