import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { ffmpegPath } from '../media/ffmpeg';

export interface FrameSize {
  width: number;
  height: number;
}

/**
 * Reads a video's frames in order as raw RGBA from one ffmpeg process, at the render's frame rate and
 * size. Frames are produced only as fast as they are asked for (the pipe's back-pressure holds ffmpeg),
 * so a long clip never sits decoded in memory or on disk. Past the clip's end the last frame holds.
 */
export class RawFrameReader {
  private readonly frameBytes: number;
  private process: ChildProcessByStdio<null, Readable, null> | null = null;
  /** Index of the frame the next read returns. */
  private next = 0;
  private last: Uint8Array | null = null;
  private ended = false;

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
    this.last = null;
    this.ended = false;
    const { width, height } = this.size;
    this.process = spawn(
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
    this.process.on('error', () => undefined);
    // The stream may end while nobody waits for a frame; remember it, so a later read does not wait forever.
    const stdout = this.process.stdout;
    stdout.once('end', () => {
      if (this.process?.stdout === stdout) this.ended = true;
    });
  }

  private readOne(): Promise<Uint8Array | null> {
    const stdout = this.process!.stdout;
    if (this.ended || stdout.readableEnded || stdout.destroyed) return Promise.resolve(null);
    return new Promise((resolve) => {
      const attempt = () => {
        const chunk = stdout.read(this.frameBytes) as Buffer | null;
        if (!chunk) return;
        cleanup();
        // At the end a stream hands over what is left, which may be less than a frame.
        if (chunk.byteLength !== this.frameBytes) {
          this.ended = true;
          resolve(null);
          return;
        }
        resolve(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      };
      const finish = () => {
        cleanup();
        this.ended = true;
        resolve(null);
      };
      const cleanup = () => {
        stdout.off('readable', attempt);
        stdout.off('end', finish);
        stdout.off('close', finish);
      };
      stdout.on('readable', attempt);
      stdout.on('end', finish);
      stdout.on('close', finish);
      attempt();
    });
  }
}

/** The frame size a clip is decoded at: its own, at most 1920 wide, even on both sides. */
export function decodeSize(width: number, height: number, maxWidth = 1920): FrameSize {
  const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
  const w = Math.min(maxWidth, width);
  return { width: even(w), height: even((height * w) / width) };
}
