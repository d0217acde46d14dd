import type { AppConfig } from '../../config/env';
import { openAiTranscriber } from './openai-transcriber';
import type { SpeechRecognizer } from './speech-recognizer';

/** The configured recognizer (ASR_BASE_URL, ASR_API_KEY, ASR_MODEL), or undefined when none is set. */
export function speechRecognizerFrom(config: Pick<AppConfig, 'asr'>): SpeechRecognizer | undefined {
  return config.asr ? openAiTranscriber(config.asr) : undefined;
}
