import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { PhotoAnalysis, PortraitAnalysis } from '../services/face/human-engine';

/** Idle this long, the face process ends (its models use ~150 MB); the next photo starts it again. */
const IDLE_MS = 5 * 60_000;
/** A photo that takes longer is given up (and the process restarted). */
const PHOTO_TIMEOUT_MS = 60_000;

type Reply = { id: number; result?: PhotoAnalysis | PortraitAnalysis; error?: string };

/**
 * One face process for the server, started on the first enrolment (face-process.ts says why a
 * process). Photos are analysed one after another: the WASM backend uses one core, and a queue keeps
 * a batch upload from starving the rest of the machine. A crash refuses the photo being analysed as
 * unreadable; the next photo starts a fresh process.
 */
class FaceEngine {
  private child: ChildProcess | null = null;
  private idle: NodeJS.Timeout | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 1;

  private start(): ChildProcess {
    if (this.child && this.child.exitCode === null && !this.child.killed) return this.child;
    const entry = new URL('./face-process.ts', import.meta.url);
    const built = import.meta.url.endsWith('.js');
    const child = built
      ? fork(fileURLToPath(new URL(entry.href.replace(/\.ts$/, '.js'))), {
          serialization: 'advanced',
          stdio: 'ignore' as never,
        })
      : fork(fileURLToPath(entry), {
          serialization: 'advanced',
          execArgv: ['--import', 'tsx'],
          stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
        });
    child.unref();
    child.channel?.unref();
    child.on('exit', () => {
      if (this.child === child) this.child = null;
    });
    this.child = child;
    return child;
  }

  private touch() {
    if (this.idle) clearTimeout(this.idle);
    this.idle = setTimeout(() => void this.close(), IDLE_MS);
    this.idle.unref();
  }

  private ask<T extends PhotoAnalysis | PortraitAnalysis>(bytes: Uint8Array, kind: 'photo' | 'portrait'): Promise<T> {
    const child = this.start();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      const onMessage = (reply: Reply) => {
        if (reply.id !== id) return;
        done();
        if (reply.result) resolve(reply.result as T);
        else reject(new Error(reply.error ?? 'face process failed'));
      };
      // A crash while decoding is the photo's fault: it is unreadable.
      const onExit = () => {
        done();
        resolve({ ok: false, reason: 'corrupt' } as T);
      };
      const timer = setTimeout(() => {
        done();
        child.kill();
        reject(new Error('face process timed out'));
      }, PHOTO_TIMEOUT_MS);
      child.on('message', onMessage);
      child.on('exit', onExit);
      child.ref();
      child.send({ id, bytes: bytes.slice(), kind });
    }).finally(() => child.unref());
  }

  /** An enrolment photo: faces, one embedding, a thumbnail. */
  analyse(bytes: Uint8Array): Promise<PhotoAnalysis> {
    return this.queued(() => this.ask<PhotoAnalysis>(bytes, 'photo'));
  }

  /** A photo avatar's portrait: re-encoded, analysed, with its landmark picture. */
  analysePortrait(bytes: Uint8Array): Promise<PortraitAnalysis> {
    return this.queued(() => this.ask<PortraitAnalysis>(bytes, 'portrait'));
  }

  private queued<T>(ask: () => Promise<T>): Promise<T> {
    const run = () => {
      this.touch();
      return ask().finally(() => this.touch());
    };
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  async close() {
    const child = this.child;
    this.child = null;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    }
  }
}

export const faceEngine = new FaceEngine();
export type { PhotoAnalysis, PortraitAnalysis };
