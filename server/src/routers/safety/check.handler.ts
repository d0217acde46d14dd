import { safetyMessages } from '@portal/contracts';
import { checkText } from '../../services/safety/check-text';

/** green/check/v2 and the scene text check: level, the words, their ranges and the spec's message. */
export function greenCheckHandler({ input }: { input: { text: string } }) {
  const result = checkText(input.text);
  const words = [...result.sensitiveWords, ...result.riskWords];
  return {
    level: result.level,
    descriptions: result.sensitiveWords.map((w) => `${safetyMessages.sensitiveWordLabel}：${w}`),
    riskWords: words,
    matchCharacterIndexs: result.matchCharacterIndexs,
    message: result.level === 'NORMAL' ? safetyMessages.preReviewNormal : safetyMessages.preReviewRisk,
  };
}

/** green/text and text moderation: a label with the de-duplicated contexts (001 §5). */
export function moderationHandler({ input }: { input: { text: string } }) {
  const result = checkText(input.text);
  const label = result.level === 'SENSITIVE' ? 'sensitive' : result.level === 'RISK' ? 'ad' : 'normal';
  return { label, detail: label === 'normal' ? [] : [{ label, contexts: result.contexts.map((context) => ({ context })) }] } as const;
}
