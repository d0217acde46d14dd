import type { AnswerChunk } from '@portal/contracts';

export interface StreamEvent {
  event: string;
  data: unknown;
}

/** Splits event-stream text into complete events; returns them and the unfinished rest. Pure. */
export function parseEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks
    .filter((b) => b.trim())
    .map((block) => {
      const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: ?(.*)$/m.exec(block)?.[1];
      let parsed: unknown = null;
      try {
        parsed = data === undefined ? null : JSON.parse(data);
      } catch {
        parsed = data;
      }
      return { event, data: parsed };
    });
  return { events, rest };
}

/**
 * Asks the project's engine as the editor's test chat (POST /api/talk/faq/askStream, an event
 * stream): calls onChunk per `data` event; rejects with the server's message on `error`.
 */
export async function askTestChat(projectId: string, question: string, onChunk: (chunk: AnswerChunk) => void, signal?: AbortSignal) {
  const res = await fetch('/api/talk/faq/askStream', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ projectId, question }),
    ...(signal ? { signal } : {}),
  });
  if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const { events, rest } = parseEvents(buffer);
    buffer = rest;
    for (const e of events) {
      if (e.event === 'data') onChunk(e.data as AnswerChunk);
      else if (e.event === 'error') throw new Error((e.data as { message?: string } | null)?.message ?? '回答失败');
    }
  }
}
