import { mkdtempSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ffmpeg, ffmpegPath, probeMedia } from '../media/ffmpeg';
import { buildEncodeCommand, sceneAudioArgs } from './encode-command';

describe('the render’s ffmpeg command lines', () => {
  const dir = mkdtempSync(join(tmpdir(), 'encode-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a frame size H.264 in 4:2:0 cannot take, before anything is spawned', () => {
    const base = { fps: 25, soundtrack: 'a.wav', out: 'v.mp4' };
    expect(() => buildEncodeCommand({ ...base, size: { width: 1919, height: 1080 } })).toThrow(RangeError);
    expect(() => buildEncodeCommand({ ...base, size: { width: 1920, height: 1080.5 } })).toThrow(RangeError);
    expect(() => buildEncodeCommand({ ...base, size: { width: 1920, height: 1080 }, fps: 0 })).toThrow(RangeError);
    expect(buildEncodeCommand({ ...base, size: { width: 1920, height: 1080 } }).at(-1)).toBe('v.mp4');
  });

  it('pads speech to the scene length, makes silence for a silent scene, and encodes raw frames with them into H.264/AAC', async () => {
    const speech = join(dir, 'speech.wav');
    await ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=22050:duration=0.4',
      '-c:a',
      'pcm_s16le',
      speech,
    ]);
    const [spoken, silent] = [join(dir, 'spoken.wav'), join(dir, 'silent.wav')];
    await ffmpeg(sceneAudioArgs(speech, 1000, spoken));
    await ffmpeg(sceneAudioArgs(null, 600, silent));
    expect((await probeMedia(spoken)).durationMs).toBeCloseTo(1000, -1);
    expect((await probeMedia(silent)).durationMs).toBeCloseTo(600, -1);

    const size = { width: 64, height: 36 };
    const out = join(dir, 'video.mp4');
    const encoder = spawn(ffmpegPath, buildEncodeCommand({ size, fps: 25, soundtrack: spoken, out }), {
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    const done = new Promise<number | null>((resolve) => encoder.on('close', resolve));
    const frame = new Uint8Array(size.width * size.height * 4).fill(200);
    for (let f = 0; f < 25; f++) encoder.stdin.write(frame);
    encoder.stdin.end();
    expect(await done).toBe(0);
    const probe = await probeMedia(out);
    expect(probe).toMatchObject({ videoCodec: 'h264', audioCodec: 'aac', width: 64, height: 36 });
    expect(probe.durationMs).toBeGreaterThan(900);
    expect(probe.durationMs).toBeLessThan(1200);
  }, 30_000);
});
