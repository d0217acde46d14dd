import JSZip from 'jszip';
import {
  FACE_NAME_MAX,
  FACE_PHOTO_MAX_BYTES,
  FACE_TAG_MAX,
  FACE_TAGS_MAX,
  FACE_ZIP_MAX_BYTES,
  FACE_ZIP_MAX_PHOTOS,
  faceEnrolMessages as m,
} from '@portal/contracts';
import { DomainError } from '../domain-error';
import { addDeviceUser, type FaceDeps } from './face-users';
import { decodeBase64 } from './photo';
import { requireFaceRight } from './rights';
import { companyTalkRow } from '../talk/projects';

const PHOTO_EXT = /\.(jpe?g|png|webp)$/i;

/**
 * The person a photo's file name names: `王女士.jpg`, or `王女士_VIP_员工.jpg` with tags after `_`.
 * Folders inside the zip are ignored; so are macOS resource forks and hidden files.
 */
export function personOfFileName(path: string): { name: string; tags: string[] } | null {
  const base = path.split('/').pop() ?? '';
  if (!PHOTO_EXT.test(base) || base.startsWith('.') || path.startsWith('__MACOSX/')) return null;
  const [name = '', ...tags] = base
    .replace(PHOTO_EXT, '')
    .split('_')
    .map((s) => s.trim());
  if (!name) return null;
  return {
    name: name.slice(0, FACE_NAME_MAX),
    tags: tags
      .filter(Boolean)
      .map((t) => t.slice(0, FACE_TAG_MAX))
      .slice(0, FACE_TAGS_MAX),
  };
}

/**
 * Batch enrolment from a zip of photos (ours: a zip rather than an xlsx, because a spreadsheet with
 * pictures in cells is hard to make and its images lose their link to a row). Every photo passes
 * the same checks as a single one; a refused photo is listed with its reason and the rest go on.
 */
export async function uploadDeviceUsers(
  deps: FaceDeps,
  companyId: string,
  userId: string | null,
  input: { projectId: string | number; zip: string; consent: boolean },
) {
  await requireFaceRight(deps.db, companyId);
  await companyTalkRow(deps.db, companyId, input.projectId, 'project');
  if (!input.consent) throw DomainError.invalidInput(m.consentRequired);
  const bytes = decodeBase64(input.zip);
  if (bytes.length > FACE_ZIP_MAX_BYTES) throw DomainError.invalidInput(m.zipTooLarge);
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw DomainError.invalidInput(m.zipCorrupt);
  }
  const photos = Object.values(zip.files)
    .filter((f) => !f.dir)
    .map((f) => ({ file: f, person: personOfFileName(f.name) }))
    .filter((p): p is { file: JSZip.JSZipObject; person: { name: string; tags: string[] } } => p.person !== null);
  if (photos.length === 0) throw DomainError.invalidInput(m.zipEmpty);
  if (photos.length > FACE_ZIP_MAX_PHOTOS) throw DomainError.invalidInput(m.zipTooMany);
  const added = [];
  const failed: Array<{ fileName: string; reason: string }> = [];
  for (const { file, person } of photos) {
    try {
      // The declared size is checked before inflating, so a zip bomb is refused unread.
      const declared = (file as unknown as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize ?? 0;
      if (declared > FACE_PHOTO_MAX_BYTES) throw DomainError.invalidInput(m.photoTooLarge);
      const photo = await file.async('nodebuffer');
      added.push(
        await addDeviceUser(deps, companyId, userId, {
          projectId: input.projectId,
          name: person.name,
          tags: person.tags,
          greeting: '',
          photo: photo.toString('base64'),
          consentBy: person.name,
          consent: true,
        }),
      );
    } catch (error) {
      failed.push({ fileName: file.name, reason: error instanceof DomainError ? error.message : m.photoCorrupt });
    }
  }
  return { added, failed };
}
