import { FACE_PHOTO_MAX_BYTES, faceEnrolMessages as m } from '@portal/contracts';
import { normalise } from '@portal/workers/core/face/match';
import { DomainError } from '../domain-error';
import { imageIsWhole, sniffType } from '../storage/sniff';
import type { PhotoAnalysis } from './human-engine';

/** The face thread (or any stand-in): photo bytes in, faces, one embedding and a thumbnail out. */
export type AnalysePhoto = (bytes: Uint8Array) => Promise<PhotoAnalysis>;

/** Bytes of a base64 photo (bare, or a data: URL). */
export function decodeBase64(value: string): Buffer {
  const comma = value.startsWith('data:') ? value.indexOf(',') : -1;
  return Buffer.from(comma >= 0 ? value.slice(comma + 1) : value, 'base64');
}

/** The smallest face we enrol, relative to the photo's shorter side: smaller ones embed poorly. */
const FACE_SIZE_MIN = 0.08;

export interface EnrolFace {
  embedding: Float32Array;
  thumbnail: Uint8Array;
}

/**
 * Checks a photo in the order a user would fix it: size, format, readable, exactly one face, big
 * enough. Each refusal has its own message; nothing is stored before all pass.
 */
export async function faceOfPhoto(bytes: Uint8Array, analyse: AnalysePhoto): Promise<EnrolFace> {
  if (bytes.length === 0) throw DomainError.invalidInput(m.photoMissing);
  if (bytes.length > FACE_PHOTO_MAX_BYTES) throw DomainError.invalidInput(m.photoTooLarge);
  const type = sniffType(bytes.subarray(0, 64));
  if (!type || !['jpg', 'png', 'webp', 'bmp', 'gif'].includes(type.ext) || !imageIsWhole(bytes, type.ext))
    throw DomainError.invalidInput(m.photoCorrupt);
  const analysis = await analyse(bytes).catch(() => {
    throw DomainError.business(503, m.engineBusy);
  });
  if (!analysis.ok) throw DomainError.invalidInput(m.photoCorrupt);
  if (analysis.faces.length === 0) throw DomainError.invalidInput(m.noFace);
  if (analysis.faces.length > 1) throw DomainError.invalidInput(m.severalFaces);
  if ((analysis.faces[0]?.size ?? 0) < FACE_SIZE_MIN || !analysis.embedding)
    throw DomainError.invalidInput(m.faceTooSmall);
  return { embedding: normalise(analysis.embedding), thumbnail: analysis.thumbnail };
}
