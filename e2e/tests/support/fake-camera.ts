import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ffmpegPath } from './media-tools';

/** The test photographs of faces (public domain and CC0; server/test/fixtures/faces/README.md). */
export const faceFixtures = new URL('../../../server/test/fixtures/faces/', import.meta.url);

/**
 * A camera feed of a photograph for Chromium's `--use-file-for-fake-video-capture`: 640×480, the
 * photo filling its height, 2 s at 10 fps (Chromium loops it), as a Y4M made by ffmpeg.
 */
export function fakeCamera(photo: string): string {
  const out = join(mkdtempSync(join(tmpdir(), 'portal-face-')), 'camera.y4m');
  execFileSync(ffmpegPath, [
    '-loglevel',
    'error',
    '-y',
    '-loop',
    '1',
    '-i',
    decodeURIComponent(new URL(photo, faceFixtures).pathname),
    '-vf',
    'scale=480:480,pad=640:480:80:0:color=0x2b3445',
    '-t',
    '2',
    '-r',
    '10',
    '-pix_fmt',
    'yuv420p',
    out,
  ]);
  return out;
}

/** Chromium's arguments for a page whose camera shows `photo`. */
export const fakeCameraArgs = (photo: string) => [
  '--no-sandbox',
  '--disable-gpu',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-video-capture=${fakeCamera(photo)}`,
  '--autoplay-policy=no-user-gesture-required',
];
