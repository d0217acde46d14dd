import { z } from 'zod';
import { ERROR_CODES } from './http';

/** AI video task statuses with their verbatim labels (001 §3). */
export const AI_VIDEO_TASK_STATUSES = ['RUNNING', 'SUCC', 'FAIL'] as const;
export const AiVideoTaskStatusSchema = z.enum(AI_VIDEO_TASK_STATUSES);
export const AI_VIDEO_TASK_STATUS_LABELS = { RUNNING: '制作中', SUCC: '已完成', FAIL: '制作失败' } as const;
export const AI_VIDEO_RATIOS = [
  { ratio: '16:9', width: 1920, height: 1080 },
  { ratio: '9:16', width: 1080, height: 1920 },
] as const;
export const AiVideoRatioSchema = z.enum(['16:9', '9:16']);
/** PEXELS smart-matched, XB_MATERIAL custom, MIX both (001 §3). */
export const AI_VIDEO_MATERIAL_SOURCES = ['PEXELS', 'XB_MATERIAL', 'MIX'] as const;
export const AiVideoMaterialSourceSchema = z.enum(AI_VIDEO_MATERIAL_SOURCES);
/** As listed in 001 §9 ("material, mix and others"). */
export const AI_VIDEO_MATERIAL_TYPES = ['material', 'mix', 'others'] as const;
export const AI_VIDEO_MEDIA_TYPES = ['video', 'graph'] as const;
export const AiVideoMediaTypeSchema = z.enum(AI_VIDEO_MEDIA_TYPES);
export const AI_VIDEO_INPUT_TYPES = ['GRAPH', 'VIDEO'] as const;
export const AI_VIDEO_PAGE = { pageIndex: 1, pageSize: 24 } as const;
export const AI_VIDEO_SCRIPT_MAX_LENGTH = 800;
export const AI_VIDEO_MATERIALS_MAX = 10;
export const AI_VIDEO_IMAGE_MAX_MB = 10;
export const AI_VIDEO_VIDEO_MAX_MB = 300;
export const AI_VIDEO_MATERIAL_FILE_TYPES = ['jpg', 'jpeg', 'png', 'webp', 'mov', 'mp4'] as const;

/** Reference script source: a link or an uploaded media (001 §3). */
export const REFERENCE_SCRIPT_SOURCES = ['DOUYIN_VIDEO', 'MEDIA_URL'] as const;
export const ReferenceScriptSourceSchema = z.enum(REFERENCE_SCRIPT_SOURCES);
export const TOOLBOX_VIEWS = ['TaskList', 'AIText', 'AIStyle', 'AIVideo'] as const;
export const ToolboxViewSchema = z.enum(TOOLBOX_VIEWS);

/** AI text (001 §5, §7, §9). */
export const AI_TEXT_INPUT_MAX_LENGTH = 200;
export const AI_TEXT_PROMPT_TYPE_DEFAULT = 'CREATE_VIDEO';
export const AI_TEXT_TIMINGS_MS = { modalOpen: 100, modalOpenAfterConfirm: 300, resultDelay: 1000 } as const;

/** Deep thinking (001 §7). */
export const DEEP_THINK_MODE = 'DEEP';
export const DEEP_THINK_OUTPUT_TYPES = ['THINK', 'ANSWER'] as const;
export const DeepThinkOutputTypeSchema = z.enum(DEEP_THINK_OUTPUT_TYPES);
/**
 * A model stream's error code 3, or a polled task's errCode 3, means timed out; any other code
 * failed (001 §7). The spec's value is kept once, in ERROR_CODES.
 */
export const STREAM_TIMEOUT_CODE = ERROR_CODES.streamTimeout;

/** AI rewrite popover: submit, poll every 1 s up to 120 s, deliver 1 s later (001 §7, §9). */
export const REWRITE_OPTIONS = ['shorten', 'expand', 'polish'] as const;
export const RewriteOptionSchema = z.enum(REWRITE_OPTIONS);
export const REWRITE_TIMINGS_MS = { pollInterval: 1000, timeout: 120_000, deliveryDelay: 1000 } as const;

/** Style rewriting (001 §3); the original transcript is the default tab. */
export const REWRITE_STYLES = ['original', 'inspirational', 'interactive', 'narrative', 'suspense', 'horror'] as const;
export const RewriteStyleSchema = z.enum(REWRITE_STYLES);
export const REWRITE_NAV_TYPES = ['link', 'media'] as const;
export const REWRITE_MEDIA_STATUSES = ['init', 'uploading', 'uploaded'] as const;
export const REWRITE_RESULT_STATUSES = ['blank', 'generating', 'generated'] as const;

/** Inspiration media (001 §5); the duration cap is configured and its value not shown. */
export const INSPIRATION_MEDIA_TYPES = ['mp3', 'mov', 'mp4', 'wav'] as const;
export const INSPIRATION_MEDIA_MAX_MB = 300;

/** Script fission limits (001 §5). */
export const FISSION_LIMITS = { referenceScript: 2000, mainInfo: 50, mainFeature: 80 } as const;

/** Content safety (001 §3, §5). */
export const SENSITIVE_LEVELS = ['NORMAL', 'RISK', 'SENSITIVE'] as const;
export const SensitiveLevelSchema = z.enum(SENSITIVE_LEVELS);
/** The levels that pass where the allowed set is normal and risk (001 §5). */
export const PASSING_SENSITIVE_LEVELS = ['NORMAL', 'RISK'] as const;
export const SAFETY_TEXT_INPUT_CAP = 10_000;
export const SAFETY_CHECK_DEBOUNCE_MS = 500;
/** Sentences sent to the check are joined with the Chinese full stop (001 §5). */
export const SAFETY_SENTENCE_JOINER = '。';
/** 001 §5: the inspiration duration cap is configured in seconds and its value not shown; ours is 10 minutes. */
export const INSPIRATION_MEDIA_MAX_SECONDS = 600;
/** Inspiration transcript poll (001 §4; the interval is ours, like the rewrite's 1 s). */
export const INSPIRATION_POLL_MS = 1000;
/** 001 §4: the task list refreshes every 30 s while a task runs. */
export const AI_TASK_POLL_MS = 30_000;
