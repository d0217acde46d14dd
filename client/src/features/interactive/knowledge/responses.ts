import type { RouterOutputs } from '../../../lib/trpc';

/** A response as faq.otherList answers it (002 §3: type 1 welcome, 2 no input, 3 no match). */
export type TalkResponse = Pick<RouterOutputs['faq']['otherList']['list'][number], 'id' | 'type' | 'answer'>;

export const RESPONSE_FIELDS = [
  { type: 1, label: '欢迎语' },
  { type: 2, label: '无输入回复' },
  { type: 3, label: '未匹配回复' },
] as const;

export type ResponseChange =
  | { kind: 'create'; type: number; answer: string }
  | { kind: 'update'; id: string; answer: string }
  | { kind: 'delete'; ids: string[] };

/**
 * Pure: the calls that make the saved responses read as the form. The form edits one response per
 * type (the first); a cleared field deletes that one, since an answer cannot be empty.
 */
export function responseChanges(saved: readonly TalkResponse[], form: Record<number, string>): ResponseChange[] {
  const changes: ResponseChange[] = [];
  for (const { type } of RESPONSE_FIELDS) {
    const current = saved.find((r) => r.type === type);
    const answer = (form[type] ?? '').trim();
    if (current && answer === current.answer) continue;
    if (current && !answer) changes.push({ kind: 'delete', ids: [current.id] });
    else if (current) changes.push({ kind: 'update', id: current.id, answer });
    else if (answer) changes.push({ kind: 'create', type, answer });
  }
  return changes;
}

export const formOf = (saved: readonly TalkResponse[]): Record<number, string> =>
  Object.fromEntries(RESPONSE_FIELDS.map(({ type }) => [type, saved.find((r) => r.type === type)?.answer ?? '']));
