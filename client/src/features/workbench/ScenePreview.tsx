import { useMemo, useRef, useState } from 'react';
import { Box, Center, Loader, Text } from '@mantine/core';
import { isHidden, isLocked } from './element-ops';
import { resizeElement } from './resize-ops';
import { elementLabel, elementRefs, getElement, moveElement, placeElement, sameRef } from './scene-ops';
import type { ElementRef, Size, WorkbenchScene } from './types';
import { usePreviewFrame, type Playback } from './use-preview-frame';
import { editorMessages } from '@portal/contracts';
import { toast } from '../../lib/toast';
import type { EditorApi } from './WorkbenchEditor';

interface Props {
  scene: WorkbenchScene;
  videoSize: Size;
  selection: ElementRef | null;
  api: EditorApi;
  onSelect(ref: ElementRef | null): void;
  /** Called once, when the canvas first shows its scene. */
  onFirstFrame?(): void;
  /** A running preview: an element's animation (`ref`) or the scene with its voice. */
  playback?: (Playback & { ref?: ElementRef }) | null;
  onPlaybackEnd?(): void;
}

/** Width of the frame the worker draws for the preview; the box scales it to fit. */
const FRAME_WIDTH = 960;
/** Arrow keys move by this many canvas pixels (Shift: ten times as far). */
const KEY_STEP = 10;
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

interface Drag {
  ref: ElementRef;
  startX: number;
  startY: number;
  nodeX: number;
  nodeY: number;
  scale: number;
  moved: boolean;
}

/** The selected scene's frame from the scene worker, with a selectable, draggable element overlay. */
export function ScenePreview({
  scene,
  videoSize,
  selection,
  api,
  onSelect,
  onFirstFrame,
  playback,
  onPlaybackEnd,
}: Props) {
  const box = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const frameSize = useMemo(
    () => ({ width: FRAME_WIDTH, height: Math.round((FRAME_WIDTH * videoSize.height) / videoSize.width) }),
    [videoSize],
  );
  const { status, mode } = usePreviewFrame(box, scene, videoSize, frameSize, onFirstFrame, playback, onPlaybackEnd);
  // 001 §4: an element cannot be operated while its animation plays.
  const animating = (ref: ElementRef) => {
    if (!playback?.ref || !sameRef(ref, playback.ref)) return false;
    toast.error(editorMessages.elementAnimating);
    return true;
  };
  const pct = (v: number, of: number) => `${(v / of) * 100}%`;

  const onPointerDown = (ref: ElementRef) => (e: React.PointerEvent<HTMLButtonElement>) => {
    const node = getElement(scene, ref);
    const rect = box.current?.getBoundingClientRect();
    if (!node || !rect || e.button !== 0 || animating(ref)) return;
    onSelect(ref);
    // 001 §4: a locked element is selected but not dragged.
    if (isLocked(node)) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = {
      ref,
      startX: e.clientX,
      startY: e.clientY,
      nodeX: node.X,
      nodeY: node.Y,
      scale: videoSize.width / rect.width,
      moved: false,
    };
  };
  const onPointerMove = (e: React.PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    const x = d.nodeX + (e.clientX - d.startX) * d.scale;
    const y = d.nodeY + (e.clientY - d.startY) * d.scale;
    // One drag is one undo step: the first move captures, the rest update that step.
    api.updateScene((s) => placeElement(s, d.ref, x, y, videoSize), !d.moved);
    d.moved = true;
  };
  const endDrag = () => {
    drag.current = null;
  };

  const onKeyDown = (ref: ElementRef) => (e: React.KeyboardEvent) => {
    const arrow = ARROWS[e.key];
    const node = getElement(scene, ref);
    if (!arrow || !node || isLocked(node)) return;
    if (animating(ref)) return;
    e.preventDefault();
    const step = e.shiftKey ? KEY_STEP * 10 : KEY_STEP;
    api.updateScene((s) => moveElement(s, ref, arrow[0] * step, arrow[1] * step, videoSize), true);
  };

  return (
    <Center style={{ flex: 1, minHeight: 0 }}>
      <Box
        ref={box}
        pos="relative"
        w="100%"
        maw={`calc((100vh - 170px) * ${videoSize.width / videoSize.height})`}
        style={{
          aspectRatio: `${videoSize.width} / ${videoSize.height}`,
          background: scene.backgroundColor ?? '#000',
          boxShadow: '0 1px 4px rgb(0 0 0 / 20%)',
        }}
        onPointerDown={(e) => {
          if (e.target === e.currentTarget || e.target instanceof HTMLCanvasElement) onSelect(null);
        }}
        data-testid="scene-preview"
        data-frame={status}
        data-render-mode={mode ?? undefined}
      >
        {/* The preview canvas is created by usePreviewFrame (a transferred canvas is never reused). */}
        {status === 'loading' && (
          <Center pos="absolute" inset={0}>
            <Loader size="sm" aria-label="预览加载中" />
          </Center>
        )}
        {status === 'failed' && (
          <Text pos="absolute" top={8} left={8} size="xs" c="red">
            预览绘制失败
          </Text>
        )}
        {elementRefs(scene).map((ref) => {
          const node = getElement(scene, ref)!;
          const selected = sameRef(ref, selection);
          return (
            <button
              key={ref.kind === 'human' ? 'human' : `${ref.kind}-${ref.index}`}
              type="button"
              aria-label={elementLabel(scene, ref)}
              aria-pressed={selected}
              title="拖动或用方向键移动（Shift 加速）"
              data-testid="canvas-element"
              onPointerDown={onPointerDown(ref)}
              onPointerMove={onPointerMove}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
              onFocus={() => onSelect(ref)}
              onKeyDown={onKeyDown(ref)}
              style={{
                position: 'absolute',
                left: pct(node.X, videoSize.width),
                top: pct(node.Y, videoSize.height),
                width: pct(node.Width, videoSize.width),
                height: pct(node.Height, videoSize.height),
                background: 'transparent',
                border: selected ? '2px solid var(--mantine-color-blue-5)' : '1px dashed rgb(255 255 255 / 50%)',
                opacity: isHidden(node) ? 0.4 : 1,
                cursor: isLocked(node) ? 'default' : 'move',
                touchAction: 'none',
                padding: 0,
              }}
            />
          );
        })}
        {selection && (
          <ResizeHandle
            scene={scene}
            selection={selection}
            videoSize={videoSize}
            api={api}
            box={box}
            blocked={animating}
          />
        )}
      </Box>
    </Center>
  );
}

interface HandleProps {
  scene: WorkbenchScene;
  selection: ElementRef;
  videoSize: Size;
  api: EditorApi;
  box: React.RefObject<HTMLDivElement | null>;
  blocked(ref: ElementRef): boolean;
}

/** The bottom-right handle of the selected element: one resize is one undo step; limits show a tip. */
function ResizeHandle({ scene, selection, videoSize, api, box, blocked }: HandleProps) {
  const [tip, setTip] = useState<string | null>(null);
  const resize = useRef<{
    startX: number;
    startY: number;
    width: number;
    height: number;
    scale: number;
    moved: boolean;
  } | null>(null);
  const node = getElement(scene, selection);
  if (!node || isLocked(node)) return null;
  const pct = (v: number, of: number) => `${(v / of) * 100}%`;
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a drag handle for the pointer, out of the tab order; a <button> would take focus and clicks */}
      <div
        role="button"
        tabIndex={-1}
        aria-label="调整大小"
        style={{
          position: 'absolute',
          width: 12,
          height: 12,
          marginLeft: -6,
          marginTop: -6,
          cursor: 'nwse-resize',
          touchAction: 'none',
          left: pct(node.X + node.Width, videoSize.width),
          top: pct(node.Y + node.Height, videoSize.height),
          background: 'var(--mantine-color-blue-5)',
          border: '2px solid white',
          borderRadius: 2,
        }}
        onPointerDown={(e) => {
          const rect = box.current?.getBoundingClientRect();
          if (!rect || e.button !== 0 || blocked(selection)) return;
          e.stopPropagation();
          e.currentTarget.setPointerCapture(e.pointerId);
          resize.current = {
            startX: e.clientX,
            startY: e.clientY,
            width: node.Width,
            height: node.Height,
            scale: videoSize.width / rect.width,
            moved: false,
          };
        }}
        onPointerMove={(e) => {
          const r = resize.current;
          if (!r) return;
          const width = r.width + (e.clientX - r.startX) * r.scale;
          const height = r.height + (e.clientY - r.startY) * r.scale;
          setTip(resizeElement(scene, selection, width, height).tip);
          api.updateScene((s) => resizeElement(s, selection, width, height).scene, !r.moved);
          r.moved = true;
        }}
        onPointerUp={() => {
          resize.current = null;
          setTip(null);
        }}
        onPointerCancel={() => {
          resize.current = null;
          setTip(null);
        }}
      />
      {tip && (
        <Text
          role="status"
          size="xs"
          c="white"
          bg="dark"
          px={4}
          style={{
            position: 'absolute',
            left: pct(node.X, videoSize.width),
            top: pct(node.Y + node.Height, videoSize.height),
            borderRadius: 2,
          }}
        >
          {tip}
        </Text>
      )}
    </>
  );
}
