/** The native ffmpeg and ffprobe the tests make fixtures with and check outputs by (read in support/env.ts). */
export { ffmpegPath, ffprobePath } from '../../support/env';
