import { availableParallelism } from 'node:os';
import { ThreadPool } from '../../threads/pool';
import { spawnTsThread } from '../../threads/spawn';
import type { EspeakThreadApi } from './espeak-thread';
import { isMandarinVoice, MANDARIN_SPEED_FACTOR, withMandarinProsody } from './espeak-prosody';

/**
 * The local speech engine: eSpeak NG compiled to WebAssembly (npm `espeak-ng`, GPL-3.0), run in
 * worker threads. It reads SSML (`-m`) and speaks Mandarin (cmn), Cantonese (yue) and English.
 */
export interface EspeakRequest {
  /** SSML 1.1 document or plain text. */
  ssml: string;
  /** eSpeak voice with variant, e.g. 'cmn+f3'. */
  voice: string;
  /** Spec ranges: rate and pitch 0.6–1.5 (default 1), volume 0–100 (default 50). */
  rate: number;
  pitch: number;
  volume: number;
}

/** How Mandarin is read: with broadcast prosody (espeak-prosody.ts), or as eSpeak reads it unaided (the bench's baseline). */
export type MandarinReading = 'broadcast' | 'plain';

/**
 * Maps the spec's settings onto eSpeak's: speed in words per minute, pitch 0–99, amplitude 0–200.
 * Mandarin voices read with broadcast prosody at a slower base speed.
 */
export function espeakArguments(request: EspeakRequest, reading: MandarinReading = 'broadcast'): string[] {
  const mandarin = reading === 'broadcast' && isMandarinVoice(request.voice);
  const speed = Math.round(175 * request.rate * (mandarin ? MANDARIN_SPEED_FACTOR : 1));
  const pitch = Math.max(0, Math.min(99, Math.round(50 * request.pitch)));
  const amplitude = Math.max(0, Math.min(200, Math.round(request.volume * 2)));
  const text = mandarin ? withMandarinProsody(request.ssml) : request.ssml;
  return ['-m', '-v', request.voice, '-s', String(speed), '-p', String(pitch), '-a', String(amplitude), text];
}

/** The engine's audio and the phonemes it spoke (eSpeak `-x` mnemonics, one clause a line). */
export interface SynthesisResult {
  wav: Buffer;
  phonemes?: string;
}

/**
 * Speech threads of one process: SPEECH_THREADS, else one per core up to two. A live answer's
 * sentences queue for a thread, so on two cores a second thread halves the wait of the second
 * visitor who asks at the same moment; more than the cores only adds memory (18 MB a thread).
 */
export const speechThreadCount = (configured: number | undefined) =>
  configured ?? Math.max(1, Math.min(2, availableParallelism()));

/** eSpeak NG in a few worker threads (espeak-thread.ts), one synthesis a thread at a time. */
export class EspeakPool {
  private readonly pool: ThreadPool<EspeakThreadApi>;

  constructor(size = 1) {
    this.pool = new ThreadPool<EspeakThreadApi>({
      name: 'speech',
      size,
      spawn: () => spawnTsThread(new URL('./espeak-thread.ts', import.meta.url)),
    });
  }

  async synthesize(request: EspeakRequest, reading: MandarinReading = 'broadcast'): Promise<SynthesisResult> {
    const { wav, phonemes } = await this.pool.run((api) => api.speak(espeakArguments(request, reading)));
    // The bytes were moved, not copied: the Buffer is a view on them.
    return { wav: Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength), ...(phonemes ? { phonemes } : {}) };
  }

  close() {
    return this.pool.close();
  }
}
