import { z } from 'zod';

/** Template kinds with ratio and size (001 §3); custom kinds carry a background only and no fixed size. */
export const TEMPLATE_KINDS = [
  { name: 'web16:9', ratio: '16:9', width: 1920, height: 1080 },
  { name: '75-inch large screen', ratio: '9:16', width: 1080, height: 1920 },
  { name: '6:16 large screen', ratio: '6:16', width: 720, height: 1920 },
  // The tablet ratios are implied by their names (001 §3 lists only sizes).
  { name: 'tablet 11:16', ratio: '11:16', width: 1320, height: 1920 },
  { name: 'tablet 16:11', ratio: '16:11', width: 1920, height: 1320 },
  { name: 'phone template', ratio: '9:16', width: 1080, height: 1920, noFixedImages: true },
  { name: 'custom16:9', ratio: '16:9', backgroundOnly: true },
  { name: 'custom9:16', ratio: '9:16', backgroundOnly: true },
] as const;
/** templateName values seen in doc 002, ipone9:16 spelled as the data spells it (002 §3). */
export const TEMPLATE_NAMES_INTERACTIVE = ['web16:9', 'ipone9:16', '75-inch large screen', 'custom9:16'] as const;
export const TEMPLATE_NAMES = [...new Set([...TEMPLATE_KINDS.map((kind) => kind.name), ...TEMPLATE_NAMES_INTERACTIVE])];
/** Device groups in templateNameNew (001 §3). */
export const TEMPLATE_DEVICE_GROUPS = ['all-in-one portrait', 'monitor landscape', 'tablet landscape'] as const;

/** Output sizes offered (001 §3). */
export const OUTPUT_RATIOS = ['16:9', '9:16', '3:4', '4:3', '1:1'] as const;
export const OutputRatioSchema = z.enum(OUTPUT_RATIOS);
/** Sizes that exist but are not offered (001 §3). */
export const HIDDEN_OUTPUT_SIZES = [
  { ratio: '18:32', width: 360, height: 640 },
  { ratio: '6:16', width: 720, height: 1920 },
  { ratio: '11:16', width: 1320, height: 1920 },
  { ratio: '16:11', width: 1920, height: 1320 },
] as const;
export const DEFAULT_VIDEO_SIZE = { width: 1920, height: 1080 } as const;
/** Canvas size used before the container is measured (001 §9). */
export const CANVAS_SIZE_FALLBACK = { width: 1100, height: 600 } as const;

export const PROJECT_MODES = ['STUDIO', 'INTERACTIVE'] as const;
/** Ours: the spec sets no length for a project's name (video or interactive); 100 as the enterprise name (000 §4). */
export const PROJECT_TITLE_MAX_LENGTH = 100;
export const ProjectModeSchema = z.enum(PROJECT_MODES);
export const PROJECT_SAVE_STATUSES = ['not', 'loading', 'end'] as const;

/** Scene limits (001 §5, §9). */
export const SCENES_MAX_PER_PROJECT = 50;
export const SCENE_TEXT_MAX_LENGTH = 10_000;
export const SCENE_INPUT_TYPES = ['TEXT', 'AUDIO'] as const;
export const SceneInputTypeSchema = z.enum(SCENE_INPUT_TYPES);
export const SCENE_AUDIO_JOB_STATUSES = ['Running', 'Succeeded', 'Failed'] as const;
export const SceneAudioJobStatusSchema = z.enum(SCENE_AUDIO_JOB_STATUSES);
/** Scene element kinds of the video editor (001 §3), distinct from the element nodeType. */
export const SCENE_ELEMENT_KINDS = ['Human', 'Caption', 'Video', 'Pdf', 'Image', 'Text'] as const;

/** Template variables inside ${…} placeholders (001 §3, §5). */
export const TEMPLATE_VARIABLE_CATEGORIES = ['text', 'graph'] as const;
export const TemplateVariableCategorySchema = z.enum(TEMPLATE_VARIABLE_CATEGORIES);
export const TEMPLATE_VARIABLE_NAME_MAX_LENGTH = 20;
export const TEMPLATE_VARIABLE_NAME_PATTERN = '^[A-Za-z][A-Za-z0-9_-]{0,19}$';

/** Studio video task display statuses (001 §3, §4). */
export const VIDEO_TASK_DISPLAY_STATUSES = ['Running', 'Finished', 'Fail'] as const;
export const VideoTaskDisplayStatusSchema = z.enum(VIDEO_TASK_DISPLAY_STATUSES);
export const TASK_LIST_POLL_INTERVAL_S = 30;
/** Dynamics-like lists (001 §9, 002 §9). */
export const DYNAMICS_PAGE_SIZE = 20;
