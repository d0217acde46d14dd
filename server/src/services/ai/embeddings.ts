import { z } from 'zod';

/** An OpenAI-compatible embeddings API (EMBEDDINGS_BASE_URL, EMBEDDINGS_API_KEY, EMBEDDINGS_MODEL). */
export interface EmbeddingsConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
}

const AnswerSchema = z.object({ data: z.array(z.object({ index: z.number().int(), embedding: z.array(z.number()) })) });

/** A visitor waits for this at most; past it the question is answered without embeddings. */
export const EMBED_TIMEOUT_MS = 3_000;
/** Texts per request: providers cap the batch (OpenAI at 2048). */
const BATCH = 256;

/** The vectors of texts, in their order; throws on any failure (the caller decides what that means). */
export async function embedTexts(
  config: EmbeddingsConfig,
  texts: readonly string[],
  signal?: AbortSignal,
): Promise<Float32Array[]> {
  const out: Float32Array[] = [];
  for (let at = 0; at < texts.length; at += BATCH) {
    const input = texts.slice(at, at + BATCH);
    const timeout = AbortSignal.timeout(EMBED_TIMEOUT_MS);
    const res = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/embeddings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({ model: config.model, input }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!res.ok) throw new Error(`embeddings answered HTTP ${res.status}`);
    const parsed = AnswerSchema.safeParse(await res.json().catch(() => null));
    if (!parsed.success || parsed.data.data.length !== input.length)
      throw new Error('embeddings answered an unexpected body');
    const byIndex = [...parsed.data.data].sort((a, b) => a.index - b.index);
    for (const d of byIndex) out.push(Float32Array.from(d.embedding));
  }
  return out;
}
