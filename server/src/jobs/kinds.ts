import type { Database } from '../db/client';
import type { Storage } from '../services/storage/storage';
import type { SpeechEngine } from '../services/speech/engine';
import type { SpeechProviderKey } from '../services/speech/cloud-suppliers';
import type { AppConfig } from '../config/env';
import type { HeavyWorkPool } from '../threads/heavy-work';
import { ingestDataReportJob } from './ingest-data-report.job';
import { probeMediaJob } from './probe-media.job';
import { ttsAsyncJob } from './tts-async.job';
import { convertDocumentJob } from './convert-document.job';
import { renderVideoJob } from './render-video.job';
import { aiRewriteJob } from './ai-rewrite.job';
import { aiScriptCreationJob } from './ai-script-creation.job';
import { aiAsyncAskJob } from './ai-async-ask.job';
import { trainKnowledgeJob } from './train-knowledge.job';

export interface JobDeps {
  db: Database;
  storage: Storage;
  speech: SpeechEngine;
  /** Threads for CPU-bound work; null inside such a thread, which runs it itself. */
  heavy: HeavyWorkPool | null;
  config: Pick<AppConfig, 'llm' | SpeechProviderKey | 'asr' | 'fetchAllowLoopback'>;
}

export interface JobKind {
  readonly name: string;
  run(deps: JobDeps, data: unknown): Promise<void>;
  /** CPU-bound: runs in a heavy-work thread when the deps have a pool (threads/heavy-work.ts). */
  readonly heavy?: boolean;
  /** After the last retry failed: leave the task's row in a final state so nobody polls for ever. */
  giveUp?(deps: JobDeps, data: unknown): Promise<void>;
}

/** Every job kind the workers run. */
export const jobKinds: readonly JobKind[] = [
  ingestDataReportJob,
  probeMediaJob,
  ttsAsyncJob,
  convertDocumentJob,
  renderVideoJob,
  aiRewriteJob,
  aiScriptCreationJob,
  aiAsyncAskJob,
  trainKnowledgeJob,
];
