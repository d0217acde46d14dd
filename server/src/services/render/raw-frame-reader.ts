import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { ffmpegPath } from '../media/ffmpeg';

export interface FrameSize {
  width: number;
  height: number;
}

/** Decoded frames that may wait, read ahead, for the render to ask for them. */
const READ_AHEAD = 2;

/**
 * Reads a video's frames in order as raw RGBA from one ffmpeg process, at the render's frame rate and
 * size. ffmpeg decodes up to READ_AHEAD frames ahead of the render and is then paused (the pipe's
 * back-pressure holds it), so a long clip never sits decoded in memory or on disk. Frames land in a
 * few buffers used again and again (no 8 MB allocation per 1080p frame): a frame handed out stays
 * valid until the reader moves past it, so a caller that keeps one copies it. Past the clip's end
 * the last frame holds.
 */
export class RawFrameReader {
  private readonly frameBytes: number;
  private process: ChildProcessByStdio<null, Readable, null> | null = null;
  /** Index of the frame the next read returns. */
  private next = 0;
  private last: Buffer | null = null;
  private ended = false;
  private readonly ready: Buffer[] = [];
  private readonly spare: Buffer[] = [];
  private filling: Buffer | null = null;
  private filled = 0;
  private wake: (() => void) | null = null;

  constructor(
    private readonly path: string,
    readonly size: FrameSize,
    private readonly fps: number,
  ) {
    this.frameBytes = size.width * size.height * 4;
  }

  /** Where the reader stands: the index of the frame it would read next. */
  get position() {
    return this.next;
  }

  /** Frame `index` (0-based); reading backwards starts the clip again. */
  async frame(index: number): Promise<Uint8Array> {
    if (index < this.next - 1 || !this.process) this.restart();
    if (index === this.next - 1 && this.last) return this.last;
    while (this.next <= index && !this.ended) {
      const frame = await this.readOne();
      if (!frame) break;
      if (this.last) this.spare.push(this.last);
      this.last = frame;
      this.next++;
    }
    if (!this.last) throw new Error(`no frames in ${this.path}`);
    return this.last;
  }

  close() {
    this.process?.kill('SIGKILL');
    this.process = null;
  }

  private restart() {
    this.close();
    this.next = 0;
    if (this.last) this.spare.push(this.last);
    this.last = null;
    this.spare.push(...this.ready.splice(0));
    this.filling = null;
    this.filled = 0;
    this.ended = false;
    const { width, height } = this.size;
    const child = spawn(
      ffmpegPath,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-i',
        this.path,
        '-vf',
        `fps=${this.fps},scale=${width}:${height}`,
        '-f',
        'rawvideo',
        '-pix_fmt',
        'rgba',
        '-',
      ],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    this.process = child;
    child.on('error', () => undefined);
    const stdout = child.stdout;
    stdout.on('data', (chunk: Buffer) => {
      if (this.process === child) this.take(chunk, stdout);
    });
    // The stream may end while nobody waits for a frame; remember it, so a later read does not wait forever.
    const finish = () => {
      if (this.process !== child) return;
      this.ended = true;
      this.notify();
    };
    stdout.once('end', finish);
    stdout.once('close', finish);
  }

  /** Copies decoded bytes into frame buffers; pauses ffmpeg once READ_AHEAD frames wait. */
  private take(chunk: Buffer, stdout: Readable) {
    let at = 0;
    while (at < chunk.length) {
      this.filling ??= this.spare.pop() ?? Buffer.allocUnsafe(this.frameBytes);
      const n = Math.min(this.frameBytes - this.filled, chunk.length - at);
      chunk.copy(this.filling, this.filled, at, at + n);
      this.filled += n;
      at += n;
      if (this.filled === this.frameBytes) {
        this.ready.push(this.filling);
        this.filling = null;
        this.filled = 0;
        this.notify();
      }
    }
    if (this.ready.length >= READ_AHEAD) stdout.pause();
  }

  private notify() {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  private async readOne(): Promise<Buffer | null> {
    for (;;) {
      const frame = this.ready.shift();
      if (frame) {
        if (this.ready.length < READ_AHEAD) this.process?.stdout.resume();
        return frame;
      }
      // At the end a stream may leave less than a frame: it is not a frame.
      if (this.ended || !this.process) return null;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }
}

/** The frame size a clip is decoded at: its own, at most 1920 wide, even on both sides. */
export function decodeSize(width: number, height: number, maxWidth = 1920): FrameSize {
  const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
  const w = Math.min(maxWidth, width);
  return { width: even(w), height: even((height * w) / width) };
}
