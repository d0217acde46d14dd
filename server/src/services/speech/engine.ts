import type { EspeakRequest, SynthesisResult } from './espeak-engine';

/** A speech engine: SSML and settings in, WAV bytes (and the phonemes spoken, where it can tell) out. The local one is eSpeak NG in worker threads. */
export interface SpeechEngine {
  synthesize(request: EspeakRequest): Promise<SynthesisResult>;
  close(): Promise<void>;
}

/** The engine's own output rate; other rates are resampled with ffmpeg. */
export const ENGINE_SAMPLE_RATE = 22050;
