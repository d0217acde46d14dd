import { describe, expect, it } from 'vitest';
import { checkMediaTools, ffmpegVersionProblem } from './ffmpeg';

describe('the ffmpeg the server needs', () => {
  it('takes 4.4 and newer releases and builds from git, and names what is wrong with the rest', () => {
    expect(
      ffmpegVersionProblem('ffmpeg version 5.1.9-0+deb12u1 Copyright (c) 2000-2026 the FFmpeg developers'),
    ).toBeNull();
    expect(ffmpegVersionProblem('ffmpeg version n7.1 Copyright (c) 2000-2024')).toBeNull();
    expect(ffmpegVersionProblem('ffmpeg version 4.4.2-0ubuntu0.22.04.1')).toBeNull();
    expect(
      ffmpegVersionProblem('ffmpeg version N-47683-g0e8eb07980-static https://johnvansickle.com/ffmpeg/'),
    ).toBeNull();
    // The amix option the soundtrack relies on came in 4.4.
    expect(ffmpegVersionProblem('ffmpeg version 4.1.4-1build2')).toBe('it is version 4.1');
    expect(ffmpegVersionProblem('usage: something else')).toMatch(/does not answer/);
  });

  it('finds the machine’s ffmpeg and ffprobe usable', async () => {
    await expect(checkMediaTools()).resolves.toBeUndefined();
  });
});
