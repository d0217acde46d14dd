/** What a file's first bytes say it is. */
export interface SniffedType {
  ext: string;
  mime: string;
  family: 'image' | 'video' | 'audio' | 'document';
}

const startsWith = (b: Uint8Array, bytes: number[], offset = 0) => bytes.every((v, i) => b[offset + i] === v);
const ascii = (b: Uint8Array, start: number, end: number) => String.fromCharCode(...b.subarray(start, end));

/**
 * File header sniffing (001 §5: images by header as JPEG, PNG, GIF or WebP/RIFF; the rest MP4/MOV,
 * MP3, WAV, PDF, OOXML and legacy Office). Needs the first 16 bytes at least; 64 are read.
 */
export function sniffType(head: Uint8Array): SniffedType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg', family: 'image' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ext: 'png', mime: 'image/png', family: 'image' };
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')
    return { ext: 'gif', mime: 'image/gif', family: 'image' };
  if (ascii(head, 0, 2) === 'BM') return { ext: 'bmp', mime: 'image/bmp', family: 'image' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP')
    return { ext: 'webp', mime: 'image/webp', family: 'image' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WAVE')
    return { ext: 'wav', mime: 'audio/wav', family: 'audio' };
  if (ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    return brand === 'qt  '
      ? { ext: 'mov', mime: 'video/quicktime', family: 'video' }
      : { ext: 'mp4', mime: 'video/mp4', family: 'video' };
  }
  if (['moov', 'mdat', 'wide', 'free'].includes(ascii(head, 4, 8)))
    return { ext: 'mov', mime: 'video/quicktime', family: 'video' };
  if (ascii(head, 0, 3) === 'ID3' || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0))
    return { ext: 'mp3', mime: 'audio/mpeg', family: 'audio' };
  if (ascii(head, 0, 5) === '%PDF-') return { ext: 'pdf', mime: 'application/pdf', family: 'document' };
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return { ext: 'zip', mime: 'application/zip', family: 'document' };
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return { ext: 'cfb', mime: 'application/x-cfb', family: 'document' };
  return null;
}

const OOXML = new Set(['docx', 'xlsx', 'pptx']);
const LEGACY_OFFICE = new Set(['doc', 'xls', 'ppt']);
const SAME = { jpeg: 'jpg', jpg: 'jpg', mp4: 'mp4', m4v: 'mp4', mov: 'mov' } as Record<string, string>;

/**
 * True when the sniffed type fits the extension the user gave. OOXML files are zip containers and
 * legacy Office files compound documents, so those extensions are matched to their container.
 * An MP4 named .mov (or the reverse) passes: both are ISO media files ffmpeg reads the same way.
 */
export function extensionMatches(ext: string, sniffed: SniffedType): boolean {
  const e = ext.toLowerCase();
  if (OOXML.has(e)) return sniffed.ext === 'zip';
  if (LEGACY_OFFICE.has(e)) return sniffed.ext === 'cfb';
  if ((e === 'mp4' || e === 'mov') && (sniffed.ext === 'mp4' || sniffed.ext === 'mov')) return true;
  return (SAME[e] ?? e) === sniffed.ext;
}

/** Text formats have no magic number: subtitles are checked as UTF-8 text instead. */
export const TEXT_EXTENSIONS = new Set(['srt', 'vtt', 'txt']);

/**
 * False when an image of a sniffed type ends before its data does (a download cut short, a file
 * copied half-way). Decoders draw such a file anyway, the missing part grey, so its end is checked
 * before it is decoded: PNG's IEND chunk, a JPEG's end-of-image marker after its last scan, WebP's
 * and BMP's declared sizes. Bytes after the image's end are allowed (the image is redrawn, not kept).
 */
export function imageIsWhole(bytes: Uint8Array, ext: string): boolean {
  switch (ext) {
    case 'png':
      return lastIndexOf(bytes, [0x49, 0x45, 0x4e, 0x44]) > 8;
    case 'jpg': {
      // Entropy-coded data escapes 0xFF as FF 00, so FF D9 after the last start-of-scan is the image's end
      // (an earlier FF D9 may close the EXIF thumbnail).
      const scan = lastIndexOf(bytes, [0xff, 0xda]);
      return scan > 0 && lastIndexOf(bytes, [0xff, 0xd9]) > scan;
    }
    case 'webp':
      return bytes.length >= 12 && littleEndian32(bytes, 4) + 8 <= bytes.length;
    case 'bmp':
      return bytes.length >= 6 && littleEndian32(bytes, 2) <= bytes.length;
    default:
      return true;
  }
}

function lastIndexOf(bytes: Uint8Array, sequence: readonly number[]): number {
  for (let at = bytes.length - sequence.length; at >= 0; at--)
    if (startsWith(bytes, sequence as number[], at)) return at;
  return -1;
}

const littleEndian32 = (b: Uint8Array, at: number) =>
  (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;
