import { FACE_PHOTO_MAX_BYTES, FACE_ZIP_MAX_BYTES, faceEnrolMessages } from '@portal/contracts';

/** A file as base64 (no data: prefix), or the reason it cannot be sent. */
export async function fileAsBase64(file: File, kind: 'photo' | 'zip'): Promise<{ base64: string } | { error: string }> {
  const max = kind === 'photo' ? FACE_PHOTO_MAX_BYTES : FACE_ZIP_MAX_BYTES;
  if (file.size > max)
    return { error: kind === 'photo' ? faceEnrolMessages.photoTooLarge : faceEnrolMessages.zipTooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { base64: btoa(binary) };
}
