import { open } from 'node:fs/promises';
import { extensionOf, UPLOAD_RULES, uploadRuleMessages as m } from '@portal/contracts';
import { DomainError } from '../domain-error';
import { contentTypeOfExtension } from './content-types';
import type { OssPathType } from './keys';
import { extensionMatches, sniffType, TEXT_EXTENSIONS, type SniffedType } from './sniff';

/** The first bytes of a local file (header sniffing needs 64). */
export async function readFileHead(path: string, bytes = 64): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export interface CheckedFile {
  ext: string;
  mime: string;
  family: SniffedType['family'] | 'text';
}

/**
 * The server's own checks of an uploaded file (the browser checks too, but is not trusted):
 * the extension is one the path type takes, the size within its limit, and the first bytes are
 * what the extension claims (a renamed .exe is refused). The head is read only when the rest passes:
 * from the temp file of an upload, or from the store for a file a browser posted to S3 directly.
 */
export async function checkUploadedFile(
  pathType: OssPathType,
  fileName: string,
  readHead: () => Promise<Uint8Array>,
  size: number,
): Promise<CheckedFile> {
  const rule = UPLOAD_RULES[pathType];
  const ext = extensionOf(fileName);
  if (!rule.extensions.includes(ext)) {
    throw DomainError.refused(
      415,
      pathType === 'MATERIAL' || pathType === 'AI_VIDEO_MEDIA_INPUT' ? m.materialTypeNotAllowed : m.typeNotAllowed,
    );
  }
  const max = rule.maxBytes(ext);
  if (size > max) throw DomainError.refused(413, m.tooLarge(Math.floor(max / 1024 / 1024)));
  const head = await readHead();
  if (TEXT_EXTENSIONS.has(ext)) {
    if (head.includes(0)) throw DomainError.refused(415, m.contentMismatch);
    return { ext, mime: ext === 'vtt' ? 'text/vtt' : 'text/plain', family: 'text' };
  }
  const sniffed = sniffType(head);
  if (!sniffed || !extensionMatches(ext, sniffed)) throw DomainError.refused(415, m.contentMismatch);
  return { ext, mime: mimeOf(ext, sniffed), family: sniffed.family };
}

/** Office files sniff as their containers (zip, compound file) and MOV/MP4 as one another: their own type comes from the extension. */
const BY_EXTENSION = new Set(['docx', 'xlsx', 'pptx', 'doc', 'xls', 'ppt', 'mov', 'mp4']);

const mimeOf = (ext: string, sniffed: SniffedType) =>
  (BY_EXTENSION.has(ext) ? contentTypeOfExtension(ext) : undefined) ?? sniffed.mime;
