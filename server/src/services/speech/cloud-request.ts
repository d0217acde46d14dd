/**
 * What can go wrong when a cloud speech service is asked: it refused our credentials, it answered
 * an error of its own, it did not answer in time, or it could not be reached. Synthesis turns each
 * into its own Chinese message (synthesize.ts), so a caller knows whether to wait or to call the
 * operator, and no request hangs on a silent provider.
 */
export type CloudSpeechFailure = 'auth' | 'provider' | 'timeout' | 'unreachable';

export class CloudSpeechError extends Error {
  override readonly name = 'CloudSpeechError';

  constructor(
    readonly failure: CloudSpeechFailure,
    /** Which service: 'azure', 'alibaba' or 'tencent'. */
    readonly provider: string,
    message: string,
  ) {
    super(`${provider}: ${message}`);
  }
}

/**
 * Runs one exchange with a provider (request and reading the answer) under one deadline: a service
 * that accepts the connection and then says nothing is cut off at `timeoutMs` like one that never answers.
 */
export async function withDeadline<T>(
  provider: string,
  timeoutMs: number,
  exchange: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await exchange(controller.signal);
  } catch (error) {
    if (error instanceof CloudSpeechError) throw error;
    if (controller.signal.aborted) throw new CloudSpeechError('timeout', provider, `no answer in ${timeoutMs} ms`);
    throw new CloudSpeechError('unreachable', provider, error instanceof Error ? error.message : 'request failed');
  } finally {
    clearTimeout(timer);
  }
}

/** A JSON answer, or null when the body is not JSON (a gateway's HTML error page). */
export async function jsonOrNull(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
