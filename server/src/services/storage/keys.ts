import { OSS_PATH_TYPES } from '@portal/contracts';
import { randomUUID } from 'node:crypto';

export { OSS_PATH_TYPES };
export type OssPathType = (typeof OSS_PATH_TYPES)[number];

/** Every key of a company starts with its prefix: a policy can only ever write there. */
export const companyPrefix = (companyId: string, pathType: string) => `c/${companyId}/${pathType}/`;

/** A file name kept readable but safe as a path segment. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  const cleaned = base
    .replace(/[^A-Za-z0-9._\-\u4e00-\u9fff]/g, '_')
    .replace(/^\.+/, '')
    .slice(-120);
  return cleaned || 'file';
}

export const newObjectKey = (companyId: string, pathType: string, fileName: string) =>
  `${companyPrefix(companyId, pathType)}${randomUUID()}/${safeFileName(fileName)}`;

/** Keys are plain relative paths of letters, digits, CJK, '.', '_', '-': no dot or empty segments. */
export const isSafeKey = (key: string) =>
  key.length > 0 &&
  key.length <= 512 &&
  /^[A-Za-z0-9._\-/\u4e00-\u9fff]+$/.test(key) &&
  key.split('/').every((s) => s !== '' && s !== '.' && s !== '..');

/** The company a key belongs to, from its prefix. */
export const companyOfKey = (key: string) => /^c\/([0-9a-f-]{36})\//.exec(key)?.[1] ?? null;
