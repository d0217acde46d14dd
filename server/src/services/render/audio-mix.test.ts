import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ffmpeg } from '../media/ffmpeg';
import { audioMixArgs } from './audio-mix';

/** Mean absolute sample of a 16-bit mono WAV between two times (the 44-byte header skipped). */
function level(file: string, fromS: number, toS: number, rate = 22050) {
  const pcm = readFileSync(file).subarray(44);
  const samples = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.byteLength / 2));
  let sum = 0;
  const [a, b] = [Math.floor(fromS * rate), Math.floor(toS * rate)];
  for (let i = a; i < b; i++) sum += Math.abs(samples[i]!);
  return sum / (b - a);
}

describe('audioMixArgs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mix-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lays a looped clip at its offset and volume over silence, for the whole length', async () => {
    const speech = join(dir, 'speech.wav');
    const music = join(dir, 'music.wav');
    const out = join(dir, 'mixed.wav');
    await ffmpeg(['-f', 'lavfi', '-i', 'anullsrc=r=22050:cl=mono', '-t', '4', '-c:a', 'pcm_s16le', speech]);
    await ffmpeg(['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=22050:duration=1', '-c:a', 'pcm_s16le', music]);
    await ffmpeg(
      audioMixArgs(
        speech,
        4000,
        [{ path: music, offsetMs: 1000, durationMs: 2500, sourceFromMs: 0, volume: 0.5, loop: true }],
        out,
      ),
    );
    const wav = readFileSync(out);
    // 4 s of 16-bit mono at 22050 Hz.
    expect(Math.abs((wav.byteLength - 44) / 2 / 22050 - 4)).toBeLessThan(0.01);
    expect(level(out, 0.1, 0.9)).toBeLessThan(5);
    const playing = level(out, 1.2, 3.3);
    // A 0.5 sine of the full-scale default (1/8) has a mean of about 0.5 × 0.125 × 0.637 × 32768.
    expect(playing).toBeGreaterThan(800);
    expect(playing).toBeLessThan(1700);
    // Looped past the source's 1 s, then cut at 2.5 s.
    expect(level(out, 2.2, 3.4)).toBeGreaterThan(800);
    expect(level(out, 3.6, 3.95)).toBeLessThan(5);
  }, 30_000);
});
