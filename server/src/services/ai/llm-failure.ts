import { aiToolboxMessages, STREAM_TIMEOUT_CODE } from '@portal/contracts';
import { DomainError } from '../domain-error';
import type { LlmError } from './llm';

/** A model failure as the client shows it: code 3 timed out, 500 anything else (001 §7). */
export const llmFailure = (error: LlmError) =>
  DomainError.business(
    error.timedOut ? STREAM_TIMEOUT_CODE : 500,
    error.timedOut ? aiToolboxMessages.streamTimeout : aiToolboxMessages.generationFailed,
  );
