import { describe, expect, it, vi } from 'vitest';

vi.mock('../../lib/trpc', () => ({ trpcClient: {} }));
const { transcriptOutcome } = await import('./transcript');

describe('transcriptOutcome', () => {
  it('reads running, done, timed out and failed records', () => {
    expect(transcriptOutcome({ status: 0, answer: null, errCode: null })).toEqual({ kind: 'running' });
    expect(transcriptOutcome({ status: 0, answer: '原文', errCode: null })).toEqual({ kind: 'done', text: '原文' });
    expect(transcriptOutcome({ status: 1, answer: null, errCode: 3 })).toEqual({
      kind: 'failed',
      message: '任务超时，请重试',
    });
    expect(transcriptOutcome({ status: 1, answer: null, errCode: 1 })).toEqual({
      kind: 'failed',
      message: '获取灵感失败',
    });
  });
});
