/**
 * The slice of a studio project's data the workbench edits (001 §3). Objects stay open: the data
 * carries keys the workbench does not know, and a save must hand them back untouched.
 */
export interface Size { width: number; height: number }

export interface CanvasNode {
  nodeType: string;
  X: number;
  Y: number;
  Width: number;
  Height: number;
  [key: string]: unknown;
}

export interface TextNode extends CanvasNode {
  nodeType: 'text';
  content: string;
  FontSize?: number;
  FontColor?: string;
  Bold?: boolean;
}

export interface SceneTtsSetting {
  voiceBizId?: string;
  rate?: number;
  pitch?: number;
  volume?: number;
  [key: string]: unknown;
}

export interface WorkbenchScene {
  title?: string;
  backgroundColor?: string;
  virtualHuman?: CanvasNode | null;
  displayTexts?: TextNode[];
  displayImages?: CanvasNode[];
  displayVideos?: CanvasNode[];
  caption?: (CanvasNode & { content?: string }) | null;
  voiceTexts?: string[];
  tts?: SceneTtsSetting | null;
  [key: string]: unknown;
}

export interface WorkbenchData {
  templateName?: string;
  videoSize?: Size;
  personaBizId?: string;
  scenes: WorkbenchScene[];
  [key: string]: unknown;
}

/** The element a selection or a move refers to: the virtual human, or one display text, image or video. */
export type ListKind = 'text' | 'image' | 'video';
export type ElementRef = { kind: 'human' } | { kind: ListKind; index: number };

/** The scene list each kind of element lives in (001 §3). */
export const LIST_KEY = { text: 'displayTexts', image: 'displayImages', video: 'displayVideos' } as const satisfies Record<ListKind, keyof WorkbenchScene>;

/** 001 §3: the default video size when the data has none. */
export const DEFAULT_VIDEO_SIZE: Size = { width: 1920, height: 1080 };

export const videoSizeOf = (data: WorkbenchData): Size => data.videoSize ?? DEFAULT_VIDEO_SIZE;

/** Reads a project's stored data; a project without scenes gets one empty scene to edit. */
export function toWorkbenchData(raw: Record<string, unknown>): WorkbenchData {
  const scenes = Array.isArray(raw['scenes']) ? (raw['scenes'] as WorkbenchScene[]) : [];
  return { ...raw, scenes: scenes.length > 0 ? scenes : [{ title: '场景1', displayTexts: [], voiceTexts: [''] }] };
}
