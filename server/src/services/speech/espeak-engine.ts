import { Worker } from 'node:worker_threads';

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

/** Maps the spec's settings onto eSpeak's: speed in words per minute, pitch 0–99, amplitude 0–200. */
export function espeakArguments(request: EspeakRequest): string[] {
  const speed = Math.round(175 * request.rate);
  const pitch = Math.max(0, Math.min(99, Math.round(50 * request.pitch)));
  const amplitude = Math.max(0, Math.min(200, Math.round(request.volume * 2)));
  return ['-m', '-v', request.voice, '-s', String(speed), '-p', String(pitch), '-a', String(amplitude), request.ssml];
}

/** The engine's audio and the phonemes it spoke (eSpeak `-x` mnemonics, one clause a line). */
export interface SynthesisResult { wav: Buffer; phonemes?: string }

interface Pending {
  resolve: (result: SynthesisResult) => void;
  reject: (error: Error) => void;
}

export class EspeakPool {
  private readonly workers: Worker[] = [];
  private readonly pending = new Map<number, Pending>();
  private readonly queue: { id: number; args: string[] }[] = [];
  private readonly idle: Worker[] = [];
  private nextId = 1;

  constructor(private readonly size = 1) {}

  synthesize(request: EspeakRequest): Promise<SynthesisResult> {
    const id = this.nextId++;
    return new Promise<SynthesisResult>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.queue.push({ id, args: espeakArguments(request) });
      this.pump();
    });
  }

  async close() {
    await Promise.all(this.workers.map((w) => w.terminate()));
    this.workers.length = 0;
    this.idle.length = 0;
  }

  private pump() {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.workers.length < this.size ? this.spawn() : undefined);
      if (!worker) return;
      // A busy thread keeps the process alive until its answer arrives; an idle one does not.
      worker.ref();
      worker.postMessage(this.queue.shift());
    }
  }

  private spawn(): Worker {
    const worker = new Worker(new URL('./espeak-thread.mjs', import.meta.url));
    worker.on('message', (message: { id: number; wav?: Uint8Array; phonemes?: string; error?: string }) => {
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      this.idle.push(worker);
      worker.unref();
      if (message.wav) waiting?.resolve({ wav: Buffer.from(message.wav), ...(message.phonemes ? { phonemes: message.phonemes } : {}) });
      else waiting?.reject(new Error(message.error ?? 'speech synthesis failed'));
      this.pump();
    });
    worker.on('error', (error) => {
      for (const [id, waiting] of this.pending) {
        waiting.reject(error);
        this.pending.delete(id);
      }
      this.workers.splice(this.workers.indexOf(worker), 1);
    });
    worker.unref();
    this.workers.push(worker);
    return worker;
  }
}
