import { probeMedia } from '../media/ffmpeg';
import type { Storage } from '../storage/storage';
import { decodeSize, RawFrameReader } from './raw-frame-reader';

/** Readers kept per clip: one for the scene playing it and one for a transition's outgoing scene. */
const READERS_PER_CLIP = 2;

/**
 * Video frames for the render core in Node, as raw RGBA straight from ffmpeg: the frame at t is
 * frame ⌊t × fps⌋ of the clip at the render's rate (the last one past its end). Frames are asked for
 * in order, so each clip is decoded once, streaming; `close` stops the decoders.
 */
export function videoFrameDecoder(storage: Storage, fps: number) {
  const clips = new Map<
    string,
    Promise<{ path: string; size: { width: number; height: number }; readers: RawFrameReader[] }>
  >();
  const clipOf = (url: string) => {
    let clip = clips.get(url);
    if (!clip) {
      clip = (async () => {
        const key = storage.keyOfStoredPath(url);
        if (!key) throw new Error(`not a stored video: ${url}`);
        const path = await storage.store.localPath(key);
        const probe = await probeMedia(path);
        if (!probe.width || !probe.height) throw new Error(`no video stream in ${url}`);
        return { path, size: decodeSize(probe.width, probe.height), readers: [] as RawFrameReader[] };
      })();
      clips.set(url, clip);
    }
    return clip;
  };

  const decode = async (url: string, timeMs: number) => {
    const clip = await clipOf(url);
    const index = Math.max(0, Math.floor((timeMs * fps) / 1000));
    // The reader that can get there without going back, and is nearest; else a new or the furthest one.
    const ahead = clip.readers.filter((r) => r.position <= index + 1).sort((a, b) => b.position - a.position)[0];
    let reader = ahead;
    if (!reader) {
      if (clip.readers.length < READERS_PER_CLIP) {
        reader = new RawFrameReader(clip.path, clip.size, fps);
        clip.readers.push(reader);
      } else {
        reader = clip.readers.sort((a, b) => b.position - a.position)[0]!;
      }
    }
    return { ...clip.size, rgba: await reader.frame(index) };
  };

  const close = async () => {
    for (const clip of clips.values()) {
      try {
        for (const reader of (await clip).readers) reader.close();
      } catch {
        // A clip that never opened has nothing to stop.
      }
    }
  };
  return { decode, close };
}
