/**
 * An OpenAI-compatible chat API (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL): the cloud model behind AI
 * text, rewriting, script fission and deep thinking. Streams are read as server-sent events;
 * `reasoning_content` deltas (deep-thinking models) come out as THINK chunks, `content` as ANSWER.
 */
export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface LlmChunk {
  kind: 'THINK' | 'ANSWER';
  text: string;
}

export class LlmError extends Error {
  constructor(
    message: string,
    readonly timedOut = false,
  ) {
    super(message);
  }
}

/** No token for this long ends the stream as timed out (error code 3 to the client). */
export const IDLE_TIMEOUT_MS = 60_000;

export async function* chatStream(
  config: LlmConfig,
  messages: ChatMessage[],
  signal?: AbortSignal,
): AsyncGenerator<LlmChunk> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  let idle = setTimeout(abort, IDLE_TIMEOUT_MS);
  let timedOut = false;
  const touch = () => {
    clearTimeout(idle);
    idle = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, IDLE_TIMEOUT_MS);
  };
  try {
    const res = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({ model: config.model, messages, stream: true }),
      signal: controller.signal,
    }).catch((error: unknown) => {
      throw new LlmError(error instanceof Error ? error.message : 'request failed', timedOut);
    });
    if (!res.ok || !res.body) throw new LlmError(`model answered HTTP ${res.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const bytes of res.body as unknown as AsyncIterable<Uint8Array>) {
      touch();
      buffer += decoder.decode(bytes, { stream: true });
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') return;
        const delta = (JSON.parse(data) as { choices?: { delta?: { content?: string; reasoning_content?: string } }[] })
          .choices?.[0]?.delta;
        if (delta?.reasoning_content) yield { kind: 'THINK', text: delta.reasoning_content };
        if (delta?.content) yield { kind: 'ANSWER', text: delta.content };
      }
    }
  } catch (error) {
    if (error instanceof LlmError) throw error;
    throw new LlmError(error instanceof Error ? error.message : 'stream failed', timedOut);
  } finally {
    clearTimeout(idle);
    signal?.removeEventListener('abort', abort);
  }
}

/** The whole answer of a chat (non-streaming use). */
export async function chatAnswer(config: LlmConfig, messages: ChatMessage[]): Promise<string> {
  let answer = '';
  for await (const chunk of chatStream(config, messages)) if (chunk.kind === 'ANSWER') answer += chunk.text;
  return answer.trim();
}
