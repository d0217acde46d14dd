import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { STREAM_TIMEOUT_CODE } from '@portal/contracts';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { aiRequests } from '../../db/schema/index';
import { safeDownload, SafeFetchError, type SafeFetchOptions } from '../net/safe-fetch';
import { speechRecognizerFrom } from '../speech-recognition/from-config';
import { SpeechRecognitionError, type AudioFile } from '../speech-recognition/speech-recognizer';
import type { Storage } from '../storage/storage';
import { findMediaLink, isMediaType, mediaFileName } from './find-media-link';

/** 001 §9: inspiration media up to 300 MB; a linked page is read only up to 2 MB. */
const MEDIA_MAX_BYTES = 300 * 1024 * 1024;
const PAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Our cap on fetching a link (the spec shows none). */
const FETCH_TIMEOUT_MS = 120_000;
/** errCode 3 = timed out (001 §7 get-task-record); other failures 1. */
export const TASK_TIMEOUT = STREAM_TIMEOUT_CODE;
export const TASK_FAILED = 1;

export interface ScriptCreationPayload {
  sourceType: 'DOUYIN_VIDEO' | 'MEDIA_URL';
  workflow: string;
  url: string;
  /** Set when the media is a file of the company's own storage. */
  key?: string;
}

type Deps = { db: Database; storage: Storage; config: Pick<AppConfig, 'asr' | 'fetchAllowLoopback'> };

class TaskFailure extends Error {
  constructor(
    readonly errCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Downloads a public link; a page is searched for the media it shows, which is downloaded next. */
async function downloadLinkedMedia(
  link: string,
  dir: string,
  allowLoopback: boolean,
  timeoutMs: number,
): Promise<AudioFile> {
  const options: SafeFetchOptions = { maxBytes: MEDIA_MAX_BYTES, timeoutMs, allowLoopback };
  const first = join(dir, 'link');
  const head = await safeDownload(link, first, options);
  if (isMediaType(head.contentType)) return { path: first, fileName: mediaFileName(head.url, head.contentType) };
  if ((await stat(first)).size > PAGE_MAX_BYTES)
    throw new TaskFailure(TASK_FAILED, 'the link is neither media nor a page');
  const media = findMediaLink(await readFile(first, 'utf8'), head.url);
  if (!media) throw new TaskFailure(TASK_FAILED, 'no media on the linked page');
  const second = join(dir, 'media');
  const fetched = await safeDownload(media, second, options);
  if (!isMediaType(fetched.contentType) && !/\.(mp3|mp4|mov|wav|m4a)$/i.test(new URL(fetched.url).pathname))
    throw new TaskFailure(TASK_FAILED, 'the linked media is not audio or video');
  return { path: second, fileName: mediaFileName(fetched.url, fetched.contentType) };
}

/**
 * The original transcript of an inspiration (001 §4): the media (a stored upload, or a link's media
 * fetched through the SSRF-safe fetcher) goes to speech recognition; the text is kept for the poll.
 */
export async function runScriptCreation(
  deps: Deps,
  id: string,
  limits = { fetchTimeoutMs: FETCH_TIMEOUT_MS },
): Promise<void> {
  const [row] = await deps.db.select().from(aiRequests).where(eq(aiRequests.id, id));
  if (!row || row.status === 'done' || row.status === 'failed') return;
  await deps.db.update(aiRequests).set({ status: 'running' }).where(eq(aiRequests.id, id));
  const payload = row.payload as unknown as ScriptCreationPayload;
  const dir = await mkdtemp(join(tmpdir(), 'inspiration-'));
  try {
    const recognizer = speechRecognizerFrom(deps.config);
    if (!recognizer) throw new TaskFailure(TASK_FAILED, 'no speech recognition');
    const file = payload.key
      ? { path: await deps.storage.store.localPath(payload.key), fileName: payload.key.split('/').pop()! }
      : await downloadLinkedMedia(payload.url, dir, deps.config.fetchAllowLoopback, limits.fetchTimeoutMs);
    const { text } = await recognizer.transcribe(file);
    if (!text) throw new TaskFailure(TASK_FAILED, 'no speech in the media');
    await deps.db.update(aiRequests).set({ status: 'done', answer: text }).where(eq(aiRequests.id, id));
  } catch (error) {
    const errCode =
      error instanceof TaskFailure
        ? error.errCode
        : (error instanceof SafeFetchError && error.reason === 'timeout') ||
            (error instanceof SpeechRecognitionError && error.timedOut)
          ? TASK_TIMEOUT
          : TASK_FAILED;
    await deps.db.update(aiRequests).set({ status: 'failed', errCode }).where(eq(aiRequests.id, id));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
