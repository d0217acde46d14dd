/** Tolerant readers for the loosely typed legacy scene JSON (used by the adapter only). */
export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const obj = (v: unknown): Obj => (isObj(v) ? v : {});
export function num(v: unknown, dflt: number): number {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : dflt;
}
export const str = (v: unknown, dflt = ''): string => (typeof v === 'string' ? v : dflt);
export const bool = (v: unknown): boolean => v === true || v === 1 || v === 'true';
/** A single element or a list of them, as the legacy data mixes both. */
export function list(v: unknown): Obj[] {
  if (Array.isArray(v)) return v.filter(isObj);
  return isObj(v) ? [v] : [];
}
