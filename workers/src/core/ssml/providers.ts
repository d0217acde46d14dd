/**
 * Speech providers a customer may bring voices from, each declaring its SSML dialect and limits as
 * data. Validators and serialisers read these records; adding a provider is adding a record.
 * Spec (001 §5, 002 §3 Voice) names only Azure's polyphone rule; the other limits are the providers'
 * published ones, chosen as noted per field.
 */
import type { SayAsKind } from './model';

export const PROVIDER_IDS = ['azure', 'tencent', 'baidu', 'alibaba', 'volcengine'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

export interface ProviderDialect {
  readonly id: ProviderId;
  /** Name shown in messages. */
  readonly label: string;
  /** Longest single pause, ms. */
  readonly maxBreakMs: number;
  /** Pause element: `<break time>` or Baidu's `<silence time>`. */
  readonly breakElement: 'break' | 'silence';
  /** How a polyphone is written. */
  readonly phoneme: 'sapi' | 'alphabet-py' | 'attr-py';
  /** Polyphones: every voice, only zh-CN voices (001 §5, Azure), or none. */
  readonly polyphone: 'all' | 'zh-CN-only' | 'none';
  /** The pinyin syllable count must equal the character count (Tencent). */
  readonly syllablePerChar: boolean;
  readonly wordElement: boolean;
  readonly sayAs: readonly SayAsKind[];
  readonly sub: boolean;
  /** Whole SSML document, UTF-8 bytes (null: no documented limit). */
  readonly maxSsmlBytes: number | null;
  /** Spoken characters in one request (null: no documented limit). */
  readonly maxChars: number | null;
  /** Azure wraps content in `<voice name>` and declares the mstts namespace. */
  readonly voiceElement: boolean;
}

const ALL_SAY_AS: readonly SayAsKind[] = ['cardinal', 'digits', 'characters', 'telephone', 'date', 'time'];

export const PROVIDERS: Readonly<Record<ProviderId, ProviderDialect>> = {
  // Azure: break 0–20000 ms, 64 KB per SSML message, phoneme alphabets sapi/ups/ipa (Azure SSML docs).
  azure: {
    id: 'azure',
    label: 'Azure',
    maxBreakMs: 20_000,
    breakElement: 'break',
    phoneme: 'sapi',
    polyphone: 'zh-CN-only',
    syllablePerChar: false,
    wordElement: false,
    sayAs: ALL_SAY_AS,
    sub: true,
    maxSsmlBytes: 64 * 1024,
    maxChars: null,
    voiceElement: true,
  },
  // Tencent: `<phoneme alphabet="py" ph>` with one syllable per character; break capped at 10 s as Baidu (its docs give no cap);
  // TextToVoice takes at most 150 Chinese characters a request (its API reference).
  tencent: {
    id: 'tencent',
    label: '腾讯云',
    maxBreakMs: 10_000,
    breakElement: 'break',
    phoneme: 'alphabet-py',
    polyphone: 'all',
    syllablePerChar: true,
    wordElement: false,
    sayAs: ALL_SAY_AS,
    sub: true,
    maxSsmlBytes: null,
    maxChars: 150,
    voiceElement: false,
  },
  // Baidu: `<phoneme py>` and `<silence time>` up to 10 s.
  baidu: {
    id: 'baidu',
    label: '百度智能云',
    maxBreakMs: 10_000,
    breakElement: 'silence',
    phoneme: 'attr-py',
    polyphone: 'all',
    syllablePerChar: true,
    wordElement: false,
    sayAs: ['cardinal', 'digits', 'telephone', 'date', 'time'],
    sub: false,
    maxSsmlBytes: null,
    maxChars: null,
    voiceElement: false,
  },
  // Alibaba short-text synthesis: one `<speak>`, at most 300 characters per request, break 50 ms–10 s.
  alibaba: {
    id: 'alibaba',
    label: '阿里云',
    maxBreakMs: 10_000,
    breakElement: 'break',
    phoneme: 'alphabet-py',
    polyphone: 'all',
    syllablePerChar: true,
    wordElement: true,
    sayAs: ALL_SAY_AS,
    sub: true,
    maxSsmlBytes: null,
    maxChars: 300,
    voiceElement: false,
  },
  // Volcengine short-text synthesis: one `<speak>`, 1024 UTF-8 bytes per request; break capped at 10 s.
  volcengine: {
    id: 'volcengine',
    label: '火山引擎',
    maxBreakMs: 10_000,
    breakElement: 'break',
    phoneme: 'alphabet-py',
    polyphone: 'all',
    syllablePerChar: true,
    wordElement: false,
    sayAs: ALL_SAY_AS,
    sub: true,
    maxSsmlBytes: 1024,
    maxChars: null,
    voiceElement: false,
  },
};

/** Voice `voiceProvider`/`supplier` strings vary in case and language; unknown providers fall back to none (no dialect rules). */
const ALIASES: Record<string, ProviderId> = {
  azure: 'azure',
  microsoft: 'azure',
  ms: 'azure',
  微软: 'azure',
  tencent: 'tencent',
  qcloud: 'tencent',
  腾讯: 'tencent',
  腾讯云: 'tencent',
  baidu: 'baidu',
  百度: 'baidu',
  百度智能云: 'baidu',
  alibaba: 'alibaba',
  aliyun: 'alibaba',
  ali: 'alibaba',
  阿里: 'alibaba',
  阿里云: 'alibaba',
  volcengine: 'volcengine',
  volc: 'volcengine',
  bytedance: 'volcengine',
  火山: 'volcengine',
  火山引擎: 'volcengine',
};

export function resolveProvider(provider: string): ProviderDialect | null {
  const id = ALIASES[provider.trim().toLowerCase()];
  return id ? PROVIDERS[id] : null;
}

/** 001 §5: voices whose code starts with zh-CN count as Chinese. */
export function isChineseVoice(voiceCode: string): boolean {
  return voiceCode.startsWith('zh-CN');
}

/** Whether this provider and voice accept polyphone markup (001 §5; unknown providers are not restricted). */
export function supportsPolyphone(provider: string, voiceCode: string): boolean {
  const dialect = resolveProvider(provider);
  if (!dialect) return true;
  if (dialect.polyphone === 'none') return false;
  return dialect.polyphone === 'all' || isChineseVoice(voiceCode);
}
