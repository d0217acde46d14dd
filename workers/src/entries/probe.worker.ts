/// <reference path="./ffmpeg-core.d.ts" />
/**
 * Media-probe worker: ffprobe from ffmpeg.wasm (@ffmpeg/core, single thread, so no cross-origin
 * isolation is needed) reads a picked file before it is uploaded. The file is mounted with WORKERFS,
 * which reads the slices ffprobe asks for straight from the File: a 300 MB video is never copied
 * whole into memory. The wasm comes from our own origin (its URL is passed to init, never a CDN).
 */
import createFFmpegCore, { type FFmpegCoreModule } from '@ffmpeg/core';
import * as Comlink from 'comlink';
import { parseProbeJson, type MediaProbe } from '../core/probe/probe-result';

let core: Promise<FFmpegCoreModule> | undefined;
let mounts = 0;

const api = {
  /** Loads ffmpeg.wasm once; `wasmUrl` is ffmpeg-core.wasm on our origin. */
  async init(wasmUrl: string): Promise<void> {
    // The core reads the wasm location from the hash of mainScriptUrlOrBlob (its multi-thread hack).
    core ??= createFFmpegCore({
      mainScriptUrlOrBlob: `probe#${btoa(JSON.stringify({ wasmURL: wasmUrl, workerURL: '' }))}`,
    });
    await core;
  },

  /** Duration, size and codecs of `file`, or null when ffprobe cannot read it (a damaged file). */
  async probe(file: File): Promise<MediaProbe | null> {
    if (!core) throw new Error('probe worker: call init() first');
    const ffmpeg = await core;
    const dir = `/probe-${++mounts}`;
    const out: string[] = [];
    ffmpeg.FS.mkdir(dir);
    ffmpeg.FS.mount(ffmpeg.FS.filesystems.WORKERFS, { files: [file] }, dir);
    ffmpeg.setLogger(({ type, message }) => {
      if (type === 'stdout') out.push(message);
    });
    try {
      ffmpeg.setTimeout(-1);
      ffmpeg.ffprobe('-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', `${dir}/${file.name}`);
      // The wasm build's exit code is -1 even after a complete answer: the printed JSON is what counts.
      ffmpeg.reset();
      return parseProbeJson(out.join('\n'));
    } finally {
      ffmpeg.setLogger(() => undefined);
      ffmpeg.FS.unmount(dir);
      ffmpeg.FS.rmdir(dir);
    }
  },
};

export type ProbeWorkerApi = typeof api;
Comlink.expose(api);
