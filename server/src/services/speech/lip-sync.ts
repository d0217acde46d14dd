import { readFile, rm } from 'node:fs/promises';
import { trackFromPcm, type VisemeTrack } from '@portal/workers/core/avatar/visemes';
import { ffmpeg } from '../media/ffmpeg';

/** The rate the audio is read at for lip-sync: enough for the energy and spectrum the track needs: 640 samples per 40 ms frame. */
const LIP_SYNC_RATE = 16000;

/**
 * The viseme track of a WAV (core avatar/visemes.ts, energy and spectrum): the one lip-sync of the
 * rendered scenes and of the interactive human's spoken answers. `rawPath` is a scratch file.
 */
export async function visemeTrackOfWav(wavPath: string, rawPath: string): Promise<VisemeTrack> {
  await ffmpeg(['-y', '-i', wavPath, '-f', 's16le', '-ac', '1', '-ar', String(LIP_SYNC_RATE), rawPath]);
  try {
    const bytes = await readFile(rawPath);
    return trackFromPcm(new Int16Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.byteLength / 2)), LIP_SYNC_RATE);
  } finally {
    await rm(rawPath, { force: true });
  }
}
