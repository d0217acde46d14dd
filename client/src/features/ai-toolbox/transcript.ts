import { aiToolboxMessages, INSPIRATION_POLL_MS, STREAM_TIMEOUT_CODE } from '@portal/contracts';
import { businessCodeOf } from '../../lib/call-errors';
import { trpcClient, type RouterInputs } from '../../lib/trpc';

export type TranscriptRequest = Pick<RouterInputs['script']['scriptCreation'], 'sourceType' | 'url'>;

/** The client gives up on a transcript after this long (the server caps its own fetch and recognition). */
const GIVE_UP_MS = 15 * 60_000;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      },
      { once: true },
    );
  });

/** Thrown with the message the screen shows (001 §8: 任务超时，请重试 or 获取灵感失败). */
export class TranscriptError extends Error {
  constructor(
    message: string,
    /** The server has no speech recognition (business code 503): media cannot be transcribed. */
    readonly speechOff = false,
  ) {
    super(message);
  }
}

const ASR_UNAVAILABLE = 503;

/** One get-task-record answer read (001 §7): status 0 without an answer runs; errCode 3 timed out. */
export function transcriptOutcome(record: {
  status: number;
  answer: string | null;
  errCode: number | null;
}): { kind: 'running' } | { kind: 'done'; text: string } | { kind: 'failed'; message: string } {
  if (record.status === 0) return record.answer ? { kind: 'done', text: record.answer } : { kind: 'running' };
  return {
    kind: 'failed',
    message:
      record.errCode === STREAM_TIMEOUT_CODE
        ? aiToolboxMessages.inspirationTimeout
        : aiToolboxMessages.inspirationFailed,
  };
}

/**
 * The original transcript (001 §4, §7): script-creation, then get-task-record every second until it
 * answers. Status 0 without an answer is running; errCode 3 timed out; anything else failed.
 */
export async function fetchTranscript(request: TranscriptRequest, signal?: AbortSignal): Promise<string> {
  const workflow = request.sourceType === 'DOUYIN_VIDEO' ? 'LINK_TRANSCRIPT' : 'VIDEO_TO_TEXT';
  let taskId: string;
  try {
    ({ taskId } = await trpcClient.script.scriptCreation.mutate({ ...request, workflow }, { signal }));
  } catch (error) {
    if (signal?.aborted) throw error;
    // The call's toast said why (no speech recognition, a refused link).
    throw new TranscriptError('', businessCodeOf(error) === ASR_UNAVAILABLE);
  }
  const until = Date.now() + GIVE_UP_MS;
  while (Date.now() < until) {
    await sleep(INSPIRATION_POLL_MS, signal);
    const record = await trpcClient.script.getTaskRecord
      .query({ taskId }, { signal, context: { silent: true } })
      .catch((error: unknown) => {
        if (signal?.aborted) throw error;
        return null; // a failed poll is tried again on the next tick
      });
    const outcome = record && transcriptOutcome(record);
    if (!outcome || outcome.kind === 'running') continue;
    if (outcome.kind === 'done') return outcome.text;
    throw new TranscriptError(outcome.message);
  }
  throw new TranscriptError(aiToolboxMessages.inspirationTimeout);
}
