import type { PlacedClip } from './live-timing';

/** One spoken sentence: WAV bytes (or a URL to them) and its lip-sync keys [ms, viseme], ms from the clip's start. */
export interface SpokenClip {
  audio: ArrayBuffer | string;
  visemes: readonly (readonly [number, number])[];
  durationMs: number;
  text: string;
}

/** A queued sentence starts this far ahead of "now", so its first samples are never cut. */
const LEAD_MS = 40;
/** Clips heard this long ago are forgotten (their gesture has ended). */
const FORGET_MS = 2000;

type Context = AudioContext & { getOutputTimestamp?: () => AudioTimestamp };

/**
 * The human's voice on one Web Audio context: sentences decoded and scheduled back to back or at a
 * wall-clock instant, all stopped at once on barge-in. The context is created suspended where the
 * browser demands a gesture; `resume` is called on the first one.
 */
export class ClipPlayer {
  readonly context: Context;
  private readonly sources = new Set<AudioBufferSourceNode>();
  private placed: PlacedClip[] = [];
  private queueEndMs = 0;
  /** Bumped by stop(): a clip still decoding for an earlier generation is dropped. */
  private generation = 0;
  private chain: Promise<void> = Promise.resolve();

  constructor() {
    this.context = new AudioContext({ latencyHint: 'interactive' });
  }

  /** The audio clock (ms) of what is heard now: the context's output time, past the output latency. */
  audibleNowMs(): number {
    const ctx = this.context;
    const stamp = ctx.state === 'running' ? ctx.getOutputTimestamp?.() : undefined;
    if (stamp?.contextTime !== undefined && stamp.performanceTime !== undefined && stamp.performanceTime > 0) {
      return stamp.contextTime * 1000 + (performance.now() - stamp.performanceTime);
    }
    return (ctx.currentTime - (ctx.outputLatency || ctx.baseLatency || 0)) * 1000;
  }

  /** The clips to draw, forgetting those long over. */
  clips(): readonly PlacedClip[] {
    const now = this.audibleNowMs();
    if (this.placed.some((c) => c.endMs < now - FORGET_MS))
      this.placed = this.placed.filter((c) => c.endMs >= now - FORGET_MS);
    return this.placed;
  }

  enqueue(clip: SpokenClip): void {
    const generation = this.generation;
    const decoded = this.decode(clip.audio);
    // Decoding runs ahead; placing keeps the order the sentences came in.
    this.chain = this.chain.then(async () => {
      const buffer = await decoded.catch(() => null);
      if (!buffer || generation !== this.generation) return;
      const startMs = Math.max(this.context.currentTime * 1000 + LEAD_MS, this.queueEndMs);
      this.play(buffer, clip, startMs, 0);
    });
  }

  playAt(clip: SpokenClip, startAtEpochMs: number): void {
    const generation = this.generation;
    void this.decode(clip.audio)
      .then((buffer) => {
        if (generation !== this.generation) return;
        const nowMs = this.context.currentTime * 1000;
        const startMs = nowMs + (startAtEpochMs - Date.now());
        // A viewer who joins late hears the rest of the answer, from where the room is.
        const lateMs = Math.max(0, nowMs + LEAD_MS - startMs);
        if (lateMs >= buffer.duration * 1000) return;
        this.play(buffer, clip, startMs + lateMs, lateMs);
      })
      .catch(() => undefined);
  }

  stop(): void {
    this.generation++;
    for (const source of this.sources) {
      source.onended = null;
      try {
        source.stop();
      } catch {
        // never started: nothing to silence
      }
      source.disconnect();
    }
    this.sources.clear();
    this.placed = [];
    this.queueEndMs = 0;
  }

  resume(): Promise<void> {
    return this.context.state === 'suspended' ? this.context.resume() : Promise.resolve();
  }

  close(): void {
    this.stop();
    void this.context.close().catch(() => undefined);
  }

  private async decode(audio: ArrayBuffer | string): Promise<AudioBuffer> {
    const bytes =
      typeof audio === 'string'
        ? await fetch(audio).then((r) => {
            if (!r.ok) throw new Error(`audio ${r.status}`);
            return r.arrayBuffer();
          })
        : // decodeAudioData detaches its argument: the caller's bytes stay theirs.
          audio.slice(0);
    return this.context.decodeAudioData(bytes);
  }

  /** Schedules `buffer` (from `offsetMs` into it) at `startMs` on the context clock. */
  private play(buffer: AudioBuffer, clip: SpokenClip, startMs: number, offsetMs: number): void {
    const source = this.context.createBufferSource();
    source.buffer = buffer;
    source.connect(this.context.destination);
    source.start(startMs / 1000, offsetMs / 1000);
    this.sources.add(source);
    source.onended = () => {
      this.sources.delete(source);
      source.disconnect();
    };
    const clipStartMs = startMs - offsetMs;
    const endMs = clipStartMs + buffer.duration * 1000;
    this.queueEndMs = Math.max(this.queueEndMs, endMs);
    this.placed.push({ startMs: clipStartMs, endMs, visemes: clip.visemes });
  }
}
