import { editorMessages } from '@portal/contracts';
import { LIST_KEY, type CanvasNode, type ElementRef, type Size, type TextNode, type WorkbenchScene } from './types';

/** 001 §5 / §9: scenes per project. */
export const MAX_SCENES = 50;
/** 001 §9: text per scene. */
export const MAX_SCENE_TEXT = 10_000;

export type SceneChange = { ok: true; scenes: WorkbenchScene[]; index: number } | { ok: false; message: string };

/** A new scene keeps the layout of `scene` (elements, background, voice) with every text emptied. */
export function blankCopy(scene: WorkbenchScene, title: string): WorkbenchScene {
  const copy = structuredClone(scene);
  copy.title = title;
  copy.displayTexts = (copy.displayTexts ?? []).map((t) => ({ ...t, content: '' }));
  if (copy.caption) copy.caption = { ...copy.caption, content: '' };
  copy.voiceTexts = [''];
  return copy;
}

/** Adds a blank copy of scene `index` right after it; refused beyond 50 scenes (001 §5). */
export function addSceneAfter(scenes: readonly WorkbenchScene[], index: number): SceneChange {
  if (scenes.length >= MAX_SCENES) return { ok: false, message: editorMessages.sceneLimitReached };
  const source = scenes[index] ?? scenes[scenes.length - 1] ?? {};
  const at = Math.min(index, scenes.length - 1) + 1;
  const next = [...scenes];
  next.splice(at, 0, blankCopy(source, `场景${scenes.length + 1}`));
  return { ok: true, scenes: next, index: at };
}

/** Deletes scene `index`; the last scene is never deleted (a project keeps at least one). */
export function deleteScene(scenes: readonly WorkbenchScene[], index: number): SceneChange | null {
  if (scenes.length <= 1 || index < 0 || index >= scenes.length) return null;
  const next = scenes.filter((_, i) => i !== index);
  return { ok: true, scenes: next, index: Math.min(index, next.length - 1) };
}

/** Moves scene `index` by `delta` places; null when it would leave the list. */
export function moveScene(scenes: readonly WorkbenchScene[], index: number, delta: number): SceneChange | null {
  const to = index + delta;
  if (index < 0 || index >= scenes.length || to < 0 || to >= scenes.length || delta === 0) return null;
  const next = [...scenes];
  const [moved] = next.splice(index, 1);
  next.splice(to, 0, moved!);
  return { ok: true, scenes: next, index: to };
}

export function getElement(scene: WorkbenchScene, ref: ElementRef): CanvasNode | TextNode | undefined {
  if (ref.kind === 'human') return scene.virtualHuman ?? undefined;
  return (scene[LIST_KEY[ref.kind]] as CanvasNode[] | undefined)?.[ref.index];
}

/** Replaces fields of one element; the scene is returned unchanged when the element is missing. */
export function patchElement(
  scene: WorkbenchScene,
  ref: ElementRef,
  patch: Readonly<Record<string, unknown>>,
): WorkbenchScene {
  if (ref.kind === 'human') {
    return scene.virtualHuman ? { ...scene, virtualHuman: { ...scene.virtualHuman, ...patch } } : scene;
  }
  const key = LIST_KEY[ref.kind];
  const list = (scene[key] as CanvasNode[] | undefined) ?? [];
  const node = list[ref.index];
  if (!node) return scene;
  return { ...scene, [key]: list.map((n, i) => (i === ref.index ? { ...node, ...patch } : n)) };
}

/**
 * Keeps a box on the canvas: its top-left stays within [0, canvas − size]. A box larger than the
 * canvas may only move so that it still covers the canvas.
 */
export function clampAxis(position: number, length: number, canvas: number): number {
  const lo = Math.min(0, canvas - length);
  const hi = Math.max(0, canvas - length);
  return Math.round(Math.min(hi, Math.max(lo, position)));
}

/** Puts an element at (x, y), clamped to the canvas. */
export function placeElement(
  scene: WorkbenchScene,
  ref: ElementRef,
  x: number,
  y: number,
  canvas: Size,
): WorkbenchScene {
  const node = getElement(scene, ref);
  if (!node) return scene;
  const X = clampAxis(x, node.Width, canvas.width);
  const Y = clampAxis(y, node.Height, canvas.height);
  if (X === node.X && Y === node.Y) return scene;
  return patchElement(scene, ref, { X, Y });
}

/** Moves an element by (dx, dy) canvas pixels, clamped to the canvas. */
export function moveElement(
  scene: WorkbenchScene,
  ref: ElementRef,
  dx: number,
  dy: number,
  canvas: Size,
): WorkbenchScene {
  const node = getElement(scene, ref);
  return node ? placeElement(scene, ref, node.X + dx, node.Y + dy, canvas) : scene;
}

/** The elements the preview overlays, in drawing order. */
export function elementRefs(scene: WorkbenchScene): ElementRef[] {
  const refs: ElementRef[] = [];
  (scene.displayImages ?? []).forEach((_, index) => refs.push({ kind: 'image', index }));
  (scene.displayVideos ?? []).forEach((_, index) => refs.push({ kind: 'video', index }));
  if (scene.virtualHuman) refs.push({ kind: 'human' });
  (scene.displayTexts ?? []).forEach((_, index) => refs.push({ kind: 'text', index }));
  return refs;
}

export const sameRef = (a: ElementRef | null, b: ElementRef | null): boolean =>
  a !== null && b !== null && a.kind === b.kind && (a.kind === 'human' || (b.kind !== 'human' && a.index === b.index));

export const elementLabel = (scene: WorkbenchScene, ref: ElementRef): string =>
  ref.kind === 'human'
    ? `数字人${scene.virtualHuman?.title ? ` ${String(scene.virtualHuman.title)}` : ''}`
    : `${KIND_LABEL[ref.kind]} ${ref.index + 1}`;

/** What the editor calls each kind of listed element. */
export const KIND_LABEL = { text: '文本', image: '图片', video: '视频' } as const;
