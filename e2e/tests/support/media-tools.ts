/**
 * The native ffmpeg and ffprobe the server uses (the same FFMPEG_PATH / FFPROBE_PATH, else those on
 * PATH), for making fixtures and checking outputs.
 */
export const ffmpegPath = process.env.FFMPEG_PATH || 'ffmpeg';
export const ffprobePath = process.env.FFPROBE_PATH || 'ffprobe';
