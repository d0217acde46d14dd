import { z } from 'zod';

/** Element nodeType, the discriminant of the scene element union (001 §3, 002 §3). */
export const NODE_TYPES = ['human', 'video', 'image', 'text', 'caption'] as const;
export const NodeTypeSchema = z.enum(NODE_TYPES);
export type NodeType = z.infer<typeof NodeTypeSchema>;
/** Node types of the canvas library inside the editor (001 §3). */
export const EDITOR_NODE_TYPES = ['Image', 'Text', 'Rect', 'Circle', 'RegularPolygon', 'Group'] as const;
/** Node ids with a fixed meaning (001 §3). */
export const CANVAS_SPECIAL_IDS = { human: 'Human', background: 'Background', videoBackground: 'videoBg' } as const;

/** Fixed tool images: seeded for cte mode, cannot be deleted or copied (001 §3, 002 §4). */
export const TOOL_TYPES = ['chatAction', 'startAction', 'closeAction'] as const;
export const ToolTypeSchema = z.enum(TOOL_TYPES);
export const TEXT_TYPES = ['displayText', 'caption'] as const;
export const TextTypeSchema = z.enum(TEXT_TYPES);

/** Text defaults and the caption width rule (001 §9). */
export const DEFAULT_FONT_SIZE = 30;
export const DEFAULT_LINE_HEIGHT = 1.2;
export const CAPTION_WIDTH_FONT_SIZE_MULTIPLE = 17;
export const captionDefaultWidth = (fontSize: number = DEFAULT_FONT_SIZE): number =>
  fontSize * CAPTION_WIDTH_FONT_SIZE_MULTIPLE;

/** Undo history and the recorded operations, each reversed by its counterpart (001 §4, 002 §4). */
export const UNDO_HISTORY_LIMIT = 20;
export const UNDO_OPERATIONS = [
  'add',
  'delete',
  'change',
  'hide',
  'show',
  'lock',
  'unlock',
  'replace',
  'setGroup',
  'changeRank',
  'changeCaption',
  'addEntryAnimation',
  'addExitAnimation',
  'addLoopAnimation',
  'addFilter',
] as const;
export const UndoOperationSchema = z.enum(UNDO_OPERATIONS);

/** Resize bounds as multiples of the original size; also the virtual human's initial scale (001 §5, 002 §9). */
export const HUMAN_SCALE = { min: 0.1, max: 2 } as const;
export const BACKGROUND_SCALE = { min: 0.5, max: 2 } as const;

/** z-index: visible elements count from 1, or 2 when a background exists; hidden elements get 0 (001 §4). */
export const Z_INDEX = { firstVisible: 1, firstVisibleWithBackground: 2, hidden: 0 } as const;

/** Colour input: hex with 6 or 8 digits, or rgb()/rgba() (001 §5, 002 §5). */
export const COLOR_INPUT_PATTERN =
  /^(#[0-9a-fA-F]{6}|#[0-9a-fA-F]{8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/;
export const COLOR_INPUT_FORMATS = ['hex6', 'hex8', 'rgb', 'rgba'] as const;
