import { describe, expect, it } from 'vitest';
import { parseEvents } from './test-chat-stream';

describe('test chat event stream', () => {
  it('returns complete events and keeps an unfinished one for the next read', () => {
    const { events, rest } = parseEvents('event: data\ndata: {"source":"llm","content":"你好"}\n\nevent: close\ndata: {}\n\nevent: da');
    expect(events).toEqual([
      { event: 'data', data: { source: 'llm', content: '你好' } },
      { event: 'close', data: {} },
    ]);
    expect(rest).toBe('event: da');
  });
});
