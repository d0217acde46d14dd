import {
  PERSONA_DEFAULTS,
  PERSONA_SENSITIVE_CHECK_FIELDS,
  TALK_CONFIG_DEFAULTS,
  type CallItem,
  type PersonaDesign,
  type TalkConfig,
} from '@portal/contracts';
import { checkText, type TextCheck } from '../safety/check-text';

/**
 * Persona styles (/talk/select/persona/style). The spec names personaStyle and the default
 * personality playful (002 §3) but shows no list; these are ours.
 */
export const PERSONA_STYLES = [
  { code: 'playful', name: '活泼俏皮' },
  { code: 'professional', name: '专业严谨' },
  { code: 'gentle', name: '温柔亲切' },
  { code: 'enthusiastic', name: '热情开朗' },
  { code: 'steady', name: '沉稳可靠' },
] as const;

/** A new persona: the §3 defaults, named after the avatar. */
export const defaultPersona = (displayName = ''): PersonaDesign => ({
  displayName,
  roles: [] as string[],
  simpleDesc: '',
  hobbies: [] as string[],
  backstory: '',
  motivation: '',
  dialogueStyle: '',
  ageStageCode: PERSONA_DEFAULTS.ageStageCode,
  replyBlock: '',
  knowledge: '',
  sensitive: {} as Record<string, string[]>,
  personality: PERSONA_DEFAULTS.personality,
  industryKnowledge: '',
  workTasks: '',
  concernUseInfo: '',
  personaStyle: '',
});

/** A new config with the §3 defaults (businessCard 4, interactiveModes [0,1,2], withEmoji true). */
export const defaultConfig = (): TalkConfig => ({
  businessCard: TALK_CONFIG_DEFAULTS.businessCard,
  interactiveModes: [...TALK_CONFIG_DEFAULTS.interactiveModes],
  withEmoji: TALK_CONFIG_DEFAULTS.withEmoji,
  withSalesKit: false,
  withWakeWord: false,
  hidePhone: false,
  virtualHumanStandbyActionList: [] as unknown[],
  callPageConfig: { callButtonItems: [] as CallItem[], callWaitingItems: [] as CallItem[] },
});

/** Stored values over the defaults, so old rows read with every field present. */
export const personaOf = (stored: Record<string, unknown>): PersonaDesign => ({ ...defaultPersona(), ...stored });
export const configOf = (stored: Record<string, unknown>): TalkConfig => ({ ...defaultConfig(), ...stored });

/**
 * Check 8's fields (002 §5), in the spec's order, with the labels the message names. Core business
 * is the agent profile's industryKnowledge (002 §3: the prompt's core-business section).
 */
export const REQUIRED_PERSONA_FIELDS = [
  { key: 'displayName', label: '员工名称' },
  { key: 'roles', label: '岗位职称' },
  { key: 'industryKnowledge', label: '核心业务' },
  { key: 'workTasks', label: '工作任务' },
  { key: 'concernUseInfo', label: '关注用户信息' },
  { key: 'personaStyle', label: '性格风格' },
] as const;

const filled = (value: unknown) =>
  Array.isArray(value)
    ? value.some((v) => typeof v === 'string' && v.trim() !== '')
    : typeof value === 'string' && value.trim() !== '';

/** Check 8: the first missing required field; only displayName outside card and standard-brain cte (002 §5). */
export function missingPersonaField(mode: string, persona: Record<string, unknown>, config: Record<string, unknown>) {
  const full = mode === 'card' || (mode === 'cte' && Boolean(config.standardBrainCharacter));
  const fields = full ? REQUIRED_PERSONA_FIELDS : REQUIRED_PERSONA_FIELDS.slice(0, 1);
  return fields.find((f) => !filled(persona[f.key])) ?? null;
}

const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(textsOf)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(textsOf)
        : [];

/** Check 9: moderation of the listed fields; a field whose label is not normal maps to its context fragments. */
export function personaSensitiveHits(
  persona: Record<string, unknown>,
  check: (text: string) => TextCheck = checkText,
): Record<string, string[]> {
  const hits: Record<string, string[]> = {};
  for (const field of PERSONA_SENSITIVE_CHECK_FIELDS) {
    const text = textsOf(persona[field]).join('\n');
    if (!text) continue;
    const result = check(text);
    if (result.level !== 'NORMAL') hits[field] = result.contexts;
  }
  return hits;
}

/** The config's companyName is refused while the moderation flags it (002 §5). */
export const companyNameFlagged = (config: Record<string, unknown>, check: (text: string) => TextCheck = checkText) =>
  typeof config.companyName === 'string' &&
  config.companyName.trim() !== '' &&
  check(config.companyName).level !== 'NORMAL';
