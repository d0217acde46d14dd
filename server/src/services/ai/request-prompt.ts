import type { ChatMessage } from './llm';
import { deepThinkPrompt, imitationPrompt } from './prompts';

/** The chat behind a stored deep-think or fission request (one key, streamed or asked asynchronously). */
export function requestPrompt(kind: string, payload: Record<string, unknown>): ChatMessage[] {
  const p = payload as { text?: string; reference?: string; mainInfo?: string; features?: string[] };
  return kind === 'imitation'
    ? imitationPrompt(p.reference ?? '', p.mainInfo ?? '', p.features ?? [])
    : deepThinkPrompt(p.text ?? '');
}
