import type { ChatMessage } from './llm';

const SYSTEM = '你是企业数字员工平台的文案助手，为营销短视频和语音播报撰写中文口播文案。只输出文案正文，不要解释。';

/** AI text creation (001 §7 stream-gen, promptType CREATE_VIDEO): a script from a topic of ≤ 200 characters. */
export const createVideoPrompt = (content: string): ChatMessage[] => [
  { role: 'system', content: SYSTEM },
  { role: 'user', content: `请围绕以下主题写一段约200字、适合数字员工口播的营销短视频文案：\n${content}` },
];

export const REWRITE_KEYS = { shorten: '缩写', expand: '扩写', polish: '润色' } as const;
export type RewriteKey = keyof typeof REWRITE_KEYS;

/** Rewrite (001 §4: shorten, expand, polish). */
export const rewritePrompt = (text: string, key: RewriteKey): ChatMessage[] => [
  { role: 'system', content: SYSTEM },
  { role: 'user', content: `请对下面的文案进行${REWRITE_KEYS[key]}，保持原意：\n${text}` },
];

/** Script fission (001 §2): a new script in the reference's style for the subject and its features. */
export const imitationPrompt = (reference: string, mainInfo: string, features: string[]): ChatMessage[] => [
  { role: 'system', content: SYSTEM },
  {
    role: 'user',
    content: `参考脚本：\n${reference}\n\n请仿照参考脚本的结构和风格，为「${mainInfo}」写一个新脚本${features.length ? `，突出这些特点：${features.join('、')}` : ''}。`,
  },
];

/** Deep thinking (001 §2 deep-thinking assistant): the model reasons first, then answers. */
export const deepThinkPrompt = (text: string): ChatMessage[] => [
  { role: 'system', content: SYSTEM },
  { role: 'user', content: text },
];

/** Style rewriting (001 §3 rewrite styles other than the original transcript). */
export const STYLE_NAMES = {
  inspirational: '励志',
  interactive: '互动',
  narrative: '叙事',
  suspense: '悬疑',
  horror: '恐怖',
} as const;
export type RewriteStyle = keyof typeof STYLE_NAMES;

export const styleRewritePrompt = (videoText: string, style: RewriteStyle): ChatMessage[] => [
  { role: 'system', content: SYSTEM },
  {
    role: 'user',
    content: `下面是一条热门短视频的口播原文。请保留其核心信息，改写成${STYLE_NAMES[style]}风格的新口播文案：\n${videoText}`,
  },
];
