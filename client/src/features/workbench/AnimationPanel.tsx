import { memo } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { animationOf, previewLength, withAnimation, type AnimationSlot } from './animation-ops';
import { ENTRANCE_LABELS, EXIT_LABELS, FILTER_LABELS, LOOP_LABELS, options } from './animation-labels';
import { patchElement } from './scene-ops';
import type { CanvasNode, ElementRef } from './types';
import type { EditorApi } from './WorkbenchEditor';
import { sameAnimations, sameSelection } from './render-guards';

const SLOTS: { slot: AnimationSlot; label: string; labels: Record<string, string>; previewable: boolean }[] = [
  { slot: 'entrance', label: '入场动画', labels: ENTRANCE_LABELS, previewable: true },
  { slot: 'exit', label: '出场动画', labels: EXIT_LABELS, previewable: false },
  { slot: 'loop', label: '循环动画', labels: LOOP_LABELS, previewable: true },
  { slot: 'filter', label: '滤镜', labels: FILTER_LABELS, previewable: false },
];

interface Props {
  node: CanvasNode;
  selection: ElementRef;
  api: EditorApi;
  /** Plays the scene from its start for `ms` in the canvas. */
  onPreview(ms: number): void;
  previewing: boolean;
}

/** The selected element's entrance, exit and looping animations and its colour filter (001 §3–§4). */
export const AnimationPanel = memo(
  AnimationPanelView,
  (a: Props, b: Props) =>
    a.api === b.api &&
    a.onPreview === b.onPreview &&
    a.previewing === b.previewing &&
    sameSelection(a.selection, b.selection) &&
    sameAnimations(a.node, b.node),
);

function AnimationPanelView({ node, selection, api, onPreview, previewing }: Props) {
  return (
    <Stack gap={6} component="section" aria-label="动画">
      <Text size="xs" fw={600}>
        动画
      </Text>
      {SLOTS.map(({ slot, label, labels, previewable }) => {
        const current = animationOf(node, slot);
        return (
          <Group key={slot} gap="xs" align="flex-end" wrap="nowrap">
            <Select
              label={label}
              size="xs"
              style={{ flex: 1 }}
              placeholder="无"
              clearable
              data={options(labels)}
              value={current}
              // Choosing a new one replaces the old one of the same kind (001 §4).
              onChange={(name) => api.updateScene((s) => patchElement(s, selection, withAnimation(slot, name)), true)}
            />
            {previewable && (
              <Button
                size="xs"
                variant="light"
                disabled={!current || previewing}
                onClick={() => current && onPreview(previewLength(slot, current))}
                aria-label={`预览${label}`}
              >
                预览
              </Button>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
