import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LIVE_UTTERANCE_MAX_BYTES } from '@portal/contracts/calls/live/live-schemas';
import { liveMessages, type UploadedFile } from '@portal/contracts';
import { DomainError } from '../domain-error';
import { readWavInfo } from '../speech/wav';

/**
 * One utterance the page's voice-activity detector cut, as WAV bytes with its length, or a clear
 * refusal: too large, or not a WAV with audio in it. Nothing about the session changes either way.
 */
export function decodeUtterance(audioBase64: string) {
  // Base64 of more than the limit is refused before it is decoded.
  if (Math.floor((audioBase64.length * 3) / 4) > LIVE_UTTERANCE_MAX_BYTES + 2)
    throw DomainError.invalidInput(liveMessages.utteranceTooLarge);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(audioBase64)) throw DomainError.invalidInput(liveMessages.utteranceInvalid);
  const wav = Buffer.from(audioBase64, 'base64');
  if (wav.length > LIVE_UTTERANCE_MAX_BYTES) throw DomainError.invalidInput(liveMessages.utteranceTooLarge);
  const info = readWavInfo(wav);
  if (!info || info.dataBytes <= 0 || info.sampleRate <= 0)
    throw DomainError.invalidInput(liveMessages.utteranceInvalid);
  return { wav, durationMs: info.durationMs };
}

/** The utterance as an upload the recogniser reads, in the data folder's temp area, removed after use. */
export async function withUtteranceFile<T>(dataDir: string, wav: Buffer, use: (file: UploadedFile) => Promise<T>) {
  const dir = join(dataDir, 'tmp', 'utterances');
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${randomUUID()}.wav`);
  await writeFile(path, wav);
  try {
    return await use({ fieldName: 'file', fileName: 'utterance.wav', mimeType: 'audio/wav', size: wav.length, path });
  } finally {
    await rm(path, { force: true });
  }
}
