import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The native ffmpeg and ffprobe the server uses, for making fixtures and checking outputs. */
export const ffmpegPath = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
export const ffprobePath = (require('@ffprobe-installer/ffprobe') as { path: string }).path;
