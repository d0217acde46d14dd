import {
  AI_TEXT_INPUT_MAX_LENGTH,
  AI_VIDEO_SCRIPT_MAX_LENGTH,
  extensionOf,
  aiToolboxMessages,
  aiVideoRuleMessages,
  INSPIRATION_MEDIA_MAX_MB,
  INSPIRATION_MEDIA_MAX_SECONDS,
  INSPIRATION_MEDIA_TYPES,
  uploadMessages,
} from '@portal/contracts';

/** 001 §4 subject features: the box's text split on newlines and semicolons, trimmed, empties dropped. */
export function splitFeatures(text: string): string[] {
  return text
    .split(/[\n;；]/)
    .map((t) => t.trim())
    .filter(Boolean);
}

/** 001 §5 AI text: the trimmed input, or the reason it cannot be sent. */
export function checkAiTextInput(
  input: string,
  quota: { used: number; total: number } | undefined,
): { ok: true; content: string } | { ok: false; message: string } {
  const content = input.trim();
  if (!content) return { ok: false, message: '请输入内容' };
  if ([...content].length > AI_TEXT_INPUT_MAX_LENGTH)
    return { ok: false, message: `最多输入${AI_TEXT_INPUT_MAX_LENGTH}字` };
  if (quota && quota.used >= quota.total) return { ok: false, message: aiToolboxMessages.aiTextQuotaInsufficient };
  return { ok: true, content };
}

/** 001 §5 inspiration link: must contain 'http'. */
export const checkInspirationLink = (link: string): string | null =>
  link.trim().includes('http') ? null : aiToolboxMessages.linkInvalid;

/** 001 §5 inspiration media: type (case-insensitive) and size; the duration is checked once read. */
export function checkInspirationFile(file: { name: string; size: number }): string | null {
  if (!(INSPIRATION_MEDIA_TYPES as readonly string[]).includes(extensionOf(file.name)))
    return uploadMessages.inspirationFormatInvalid;
  if (file.size > INSPIRATION_MEDIA_MAX_MB * 1024 * 1024)
    return uploadMessages.inspirationTooLarge(INSPIRATION_MEDIA_MAX_MB);
  return null;
}

export function checkInspirationDuration(durationMs: number | null): string | null {
  if (durationMs === null || !Number.isFinite(durationMs)) return uploadMessages.fileDamaged;
  if (durationMs > INSPIRATION_MEDIA_MAX_SECONDS * 1000)
    return uploadMessages.inspirationTooLong(INSPIRATION_MEDIA_MAX_SECONDS / 60);
  return null;
}

export type MatchChoice = 'PEXELS' | 'XB_MATERIAL';

/** 001 §3 material source from the matching checkboxes: both are MIX. */
export function materialTypeOf(choices: readonly MatchChoice[]): 'PEXELS' | 'XB_MATERIAL' | 'MIX' | undefined {
  if (choices.includes('PEXELS') && choices.includes('XB_MATERIAL')) return 'MIX';
  return choices[0];
}

export interface AiVideoForm {
  vhBizId: string | null;
  videoRatio: '16:9' | '9:16' | null;
  matchTypes: readonly MatchChoice[];
  materialCount: number;
  script: string;
  /** The live check: true passed, false not passed, null not run yet. */
  checkPassed: boolean | null;
}

/** 001 §5 AI video submit checks, in the spec's order; the first failure's message, or null. */
export function aiVideoSubmitFailure(form: AiVideoForm): string | null {
  if (!form.vhBizId) return aiToolboxMessages.digitalEmployeeRequired;
  if (!form.videoRatio) return aiToolboxMessages.videoRatioRequired;
  if (form.matchTypes.length === 0) return aiVideoRuleMessages.materialMatchRequired;
  if (materialTypeOf(form.matchTypes) === 'XB_MATERIAL' && form.materialCount === 0)
    return aiVideoRuleMessages.materialRequired;
  if (!form.script.trim()) return aiToolboxMessages.scriptRequired;
  if ([...form.script].length > AI_VIDEO_SCRIPT_MAX_LENGTH) return aiVideoRuleMessages.scriptTooLong;
  if (form.checkPassed === false) return aiToolboxMessages.scriptSensitive;
  return null;
}

/** Levels that pass a check whose allowed set is normal and risk (001 §5). */
export const passes = (level: 'NORMAL' | 'RISK' | 'SENSITIVE') => level !== 'SENSITIVE';
