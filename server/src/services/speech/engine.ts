import type { EspeakRequest } from './espeak-engine';

/** A speech engine: SSML and settings in, WAV bytes out. The local one is eSpeak NG in worker threads. */
export interface SpeechEngine {
  synthesize(request: EspeakRequest): Promise<Buffer>;
  close(): Promise<void>;
}

/** The engine's own output rate; other rates are resampled with ffmpeg. */
export const ENGINE_SAMPLE_RATE = 22050;
