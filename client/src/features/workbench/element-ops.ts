import { editorMessages } from '@portal/contracts';
import { isHiddenElement } from '@portal/workers/core/compose/plan-from-scene';
import { MAX_SCENES, type SceneChange } from './scene-ops';
import { LIST_KEY, type CanvasNode, type ElementRef, type Size, type TextNode, type WorkbenchScene } from './types';

/** 001 §3 text defaults: font size 30; a caption is 17 × its font size wide (002 §9). */
export const DEFAULT_FONT_SIZE = 30;
export const CAPTION_WIDTH_FACTOR = 17;
/** Ours: what a new text says until it is edited. */
export const NEW_TEXT = '请输入文本';

export type ElementChange =
  | { ok: true; scene: WorkbenchScene; select: ElementRef | null }
  | { ok: false; message: string };

/** A new display text in the middle of the canvas, selected. */
export function addText(scene: WorkbenchScene, canvas: Size): ElementChange {
  const width = Math.round(canvas.width * 0.4);
  const height = Math.round(DEFAULT_FONT_SIZE * 2.4);
  const text: TextNode = {
    nodeType: 'text',
    textType: 'displayText',
    content: NEW_TEXT,
    FontSize: DEFAULT_FONT_SIZE,
    FontColor: '#ffffff',
    X: Math.round((canvas.width - width) / 2),
    Y: Math.round((canvas.height - height) / 2),
    Width: width,
    Height: height,
  };
  const texts = [...(scene.displayTexts ?? []), text];
  return { ok: true, scene: { ...scene, displayTexts: texts }, select: { kind: 'text', index: texts.length - 1 } };
}

/** The caption at the bottom, 17 × its font size wide; a canvas has one caption only (001 §4). */
export function addCaption(scene: WorkbenchScene, canvas: Size): ElementChange {
  if (scene.caption) return { ok: false, message: editorMessages.captionDuplicate };
  const fontSize = Math.max(DEFAULT_FONT_SIZE, Math.round(Math.min(canvas.width, canvas.height) * 0.035));
  const width = Math.min(canvas.width, CAPTION_WIDTH_FACTOR * fontSize);
  const caption: CanvasNode & { content: string } = {
    nodeType: 'caption',
    textType: 'caption',
    content: '',
    FontSize: fontSize,
    FontColor: '#ffffff',
    strokeWidth: 2,
    Alignment: 'center',
    X: Math.round((canvas.width - width) / 2),
    Y: Math.round(canvas.height * 0.86),
    Width: width,
    Height: Math.round(fontSize * 1.6),
  };
  return { ok: true, scene: { ...scene, caption }, select: null };
}

/** Removes a display text, image or video (the avatar is switched, not deleted). */
export function deleteElement(scene: WorkbenchScene, ref: ElementRef): WorkbenchScene {
  if (ref.kind === 'human') return scene;
  const key = LIST_KEY[ref.kind];
  // 002 §4: the fixed tool images of a cte canvas cannot be deleted.
  if (((scene[key] as CanvasNode[] | undefined) ?? [])[ref.index]?.notAllowDelete === true) return scene;
  return { ...scene, [key]: ((scene[key] as CanvasNode[] | undefined) ?? []).filter((_, i) => i !== ref.index) };
}

/** A picture or clip from the media library (its stored URL, poster and size when known). */
export interface PickedMedia {
  url: string;
  posterUrl: string | null;
  width: number | null;
  height: number | null;
  title: string;
}

/**
 * Adds an image or a video from the media library in the middle of the canvas, at most 40% of its
 * width and height with the media's aspect ratio, and selects it. A video plays at volume 100 (002 §9
 * volumes are 0..100); its poster stands in until frames are drawn.
 */
export function addMedia(
  scene: WorkbenchScene,
  kind: 'image' | 'video',
  media: PickedMedia,
  canvas: Size,
): ElementChange {
  const aspect = media.width && media.height ? media.width / media.height : 16 / 9;
  let width = canvas.width * 0.4;
  let height = width / aspect;
  if (height > canvas.height * 0.4) {
    height = canvas.height * 0.4;
    width = height * aspect;
  }
  const node: CanvasNode = {
    nodeType: kind,
    mediaUrl: media.url,
    title: media.title,
    X: Math.round((canvas.width - width) / 2),
    Y: Math.round((canvas.height - height) / 2),
    Width: Math.round(width),
    Height: Math.round(height),
    ...(kind === 'video' ? { videoVolume: 100, ...(media.posterUrl ? { previewUrl: media.posterUrl } : {}) } : {}),
  };
  const key = LIST_KEY[kind];
  const list = [...((scene[key] as CanvasNode[] | undefined) ?? []), node];
  return { ok: true, scene: { ...scene, [key]: list }, select: { kind, index: list.length - 1 } };
}

/** A copy of scene `index` (everything, texts included) right after it; refused beyond 50 scenes. */
export function copySceneAfter(scenes: readonly WorkbenchScene[], index: number): SceneChange {
  if (scenes.length >= MAX_SCENES) return { ok: false, message: editorMessages.sceneLimitReached };
  const source = scenes[index];
  if (!source) return { ok: false, message: editorMessages.sceneLimitReached };
  const copy = structuredClone(source);
  copy.title = `${source.title || `场景${index + 1}`} 副本`;
  const next = [...scenes];
  next.splice(index + 1, 0, copy);
  return { ok: true, scenes: next, index: index + 1 };
}

const BACKGROUND_KEYS = ['backgroundColor', 'backgroundImage', 'backgroundVideo'] as const;

/** Gives every scene the background of scene `index` (001 §4 apply to all: 已应用至全部场景). */
export function applyBackgroundToAll(scenes: readonly WorkbenchScene[], index: number): WorkbenchScene[] {
  const source = scenes[index];
  if (!source) return [...scenes];
  return scenes.map((scene, i) => {
    if (i === index) return scene;
    const next: WorkbenchScene = { ...scene };
    for (const key of BACKGROUND_KEYS) {
      if (source[key] === undefined) delete next[key];
      else (next as Record<string, unknown>)[key] = structuredClone(source[key]);
    }
    return next;
  });
}

/** Hidden elements are not drawn and take z-index 0 (001 §4): the render core's own rule. */
export const isHidden = (node: CanvasNode): boolean => isHiddenElement(node);
/** Locked elements cannot be dragged, resized or moved with the keys. */
export const isLocked = (node: CanvasNode): boolean => node.locking === true;

/**
 * The fields that hide or show an element. Showing also drops a z-index of 0 (which the layers panel
 * gives hidden elements), or the element would stay hidden by the z-index rule.
 */
export function visibilityPatch(
  node: CanvasNode,
  hide: boolean,
): { visible: boolean; hidden: boolean; zIndex?: undefined } {
  if (hide) return { visible: false, hidden: true };
  return { visible: true, hidden: false, ...(node.zIndex === 0 ? { zIndex: undefined } : {}) };
}
