import { openAsBlob } from 'node:fs';
import { z } from 'zod';
import { SpeechRecognitionError, type AudioFile, type SpeechRecognizer, type Transcript } from './speech-recognizer';

export interface TranscriberConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
}

/** Long media take a while to transcribe; past this the task ends as timed out (001 §8 errCode 3). */
export const TRANSCRIBE_TIMEOUT_MS = 10 * 60_000;

/** verbose_json carries segments; a plain json answer has only the text (both are accepted). */
const AnswerSchema = z.object({
  text: z.string(),
  segments: z.array(z.object({ start: z.number(), end: z.number(), text: z.string() }).loose()).optional(),
});

/**
 * An OpenAI-compatible `POST {base}/audio/transcriptions` (OpenAI, Groq, a local whisper server …):
 * multipart with the file and the model, asking for verbose_json to get the segments.
 */
export function openAiTranscriber(config: TranscriberConfig, timeoutMs = TRANSCRIBE_TIMEOUT_MS): SpeechRecognizer {
  return {
    async transcribe(file: AudioFile, signal?: AbortSignal): Promise<Transcript> {
      const timeout = AbortSignal.timeout(timeoutMs);
      const form = new FormData();
      form.set('file', await openAsBlob(file.path), file.fileName);
      form.set('model', config.model);
      form.set('response_format', 'verbose_json');
      let res: Response;
      try {
        res = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.apiKey}` },
          body: form,
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch (error) {
        throw new SpeechRecognitionError(error instanceof Error ? error.message : 'request failed', timeout.aborted);
      }
      if (!res.ok) throw new SpeechRecognitionError(`speech recognition answered HTTP ${res.status}`);
      const parsed = AnswerSchema.safeParse(await res.json().catch(() => null));
      if (!parsed.success) throw new SpeechRecognitionError('speech recognition answered an unexpected body');
      return {
        text: parsed.data.text.trim(),
        segments: (parsed.data.segments ?? []).map((s) => ({ start: s.start, end: s.end, text: s.text.trim() })),
      };
    },
  };
}
