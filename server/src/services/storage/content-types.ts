import { extensionOf } from '@portal/contracts';

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  srt: 'text/plain; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  vtt: 'text/vtt; charset=utf-8',
  json: 'application/json',
};

/** The type of a file extension (lower case, no dot), or undefined for one we do not store. */
export const contentTypeOfExtension = (ext: string): string | undefined => TYPES[ext];

/**
 * The Content-Type an object is stored and served with, by its key's extension: an S3 store answers
 * what it was given at write time, and players want video/mp4 rather than a download.
 */
export const contentTypeOf = (key: string) => contentTypeOfExtension(extensionOf(key)) ?? 'application/octet-stream';
