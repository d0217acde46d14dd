import { readFile } from 'node:fs/promises';
import { FACE_PHOTO_MAX_BYTES, faceEnrolMessages as m } from '@portal/contracts';
import { DomainError } from '../domain-error';
import type { Storage } from '../storage/storage';
import { companyPrefix } from '../storage/keys';
import type { FaceDeps } from './face-users';
import { requireFaceRight } from './rights';

/**
 * customizeFacebody (001, purpose not described): the faces Human finds in an image. Only images the
 * company stored here are read (`/storage/c/<company>/…`): fetching any address would let a caller
 * reach hosts inside our network. Nothing is stored.
 */
export async function checkFacebody(deps: FaceDeps, storage: Storage, companyId: string, imageUrl: string) {
  await requireFaceRight(deps.db, companyId);
  const key = storage.keyOfStoredPath(imageUrl);
  if (!key?.startsWith(companyPrefix(companyId, '').replace(/\/$/, '')))
    throw DomainError.invalidInput(m.imageUrlNotOurs);
  const size = await storage.store.size(key);
  if (size === null) throw DomainError.invalidInput(m.imageUrlNotOurs);
  if (size > FACE_PHOTO_MAX_BYTES) throw DomainError.invalidInput(m.photoTooLarge);
  const bytes = await readFile(await storage.store.localPath(key));
  const analysis = await deps.analyse(bytes);
  if (!analysis.ok) throw DomainError.invalidInput(m.photoCorrupt);
  return { faceCount: analysis.faces.length, faces: analysis.faces.map((f) => ({ score: f.score, box: f.box })) };
}
