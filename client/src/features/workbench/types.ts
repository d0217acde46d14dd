/**
 * The workbench edits a studio project's data in the scene model of contracts/src/scene (001 §3):
 * the types here are that model's, as an editor writes them (defaulted fields may be left out).
 * Objects stay open: the data carries keys the workbench does not know, and a save hands them back.
 */
import {
  readProjectRenderData,
  type ProjectRenderDataInput,
  type SceneElementInput,
  type SceneTtsSchema,
  type StudioSceneInput,
  type TextElementInput,
} from '@portal/contracts/scene/index';
import type { z } from 'zod';

export interface Size {
  width: number;
  height: number;
}

/** Any canvas element of a scene. */
export type CanvasNode = SceneElementInput;
export type TextNode = TextElementInput;
export type SceneTtsSetting = z.input<typeof SceneTtsSchema>;
export type WorkbenchScene = StudioSceneInput;
export type WorkbenchData = ProjectRenderDataInput & { scenes: WorkbenchScene[] };

/** The element a selection or a move refers to: the virtual human, or one display text, image or video. */
export type ListKind = 'text' | 'image' | 'video';
export type ElementRef = { kind: 'human' } | { kind: ListKind; index: number };

/** The scene list each kind of element lives in (001 §3). */
export const LIST_KEY = {
  text: 'displayTexts',
  image: 'displayImages',
  video: 'displayVideos',
} as const satisfies Record<ListKind, keyof WorkbenchScene>;

/** 001 §3: the default video size when the data has none. */
export const DEFAULT_VIDEO_SIZE: Size = { width: 1920, height: 1080 };

export const videoSizeOf = (data: WorkbenchData): Size => data.videoSize ?? DEFAULT_VIDEO_SIZE;

/**
 * Reads a project's stored data through the model (migrated to the current version; an element the
 * model refuses is left out); a project without scenes gets one empty scene to edit.
 */
export function toWorkbenchData(raw: unknown): WorkbenchData {
  const { data } = readProjectRenderData(raw);
  return {
    ...data,
    scenes: data.scenes.length > 0 ? data.scenes : [{ title: '场景1', displayTexts: [], voiceTexts: [''] }],
  };
}
