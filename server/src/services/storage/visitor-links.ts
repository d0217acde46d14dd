import { companyOfKey } from './keys';
import type { Storage } from './storage';

/**
 * A company's files are read with its session or a signed URL (serve-storage.ts); a card's visitor
 * has no session, so what a public page shows of them (the canvas's pictures, the card's videos and
 * documents, the company's videos, a moment's pictures) is handed out signed. Links are issued for
 * the day and good for two, so a page's links stay the same all day (the browser's cache holds) and
 * a page opened late in the day keeps working through the next.
 */
export const VISITOR_LINK_DAY_MS = 24 * 3600_000;

/**
 * Our file URLs inside a text: a `/storage/` path, bare or on some origin, of a company's key, with
 * any query it carries (a signature, replaced). The key ends at a quote, a space, a bracket or a
 * backslash (a URL inside JSON inside JSON: the canvas of a card).
 */
const STORAGE_URL = /(?:https?:\/\/[^\s"'<>()\\/]+)?\/storage\/c\/[^\s"'<>()\\?#]+(?:\?[^\s"'<>()\\#]*)?/g;

export interface VisitorLinks {
  /** One of our file URLs as a visitor reads it; any other URL (another site's, a platform asset) unchanged. */
  url(url: string): Promise<string>;
  /** The same for every such URL inside a text. */
  text(text: string): Promise<string>;
  /** The same inside a JSON value (a canvas, a card); its Dates, if any, come back as strings. */
  json<T>(value: T): Promise<T>;
}

export function visitorLinks(storage: Storage, origin: string, now = Date.now()): VisitorLinks {
  const issued = now - (now % VISITOR_LINK_DAY_MS);
  const url = async (raw: string) => {
    const key = storage.keyOfUrl(raw.split(/[?#]/)[0]!, origin);
    if (!key || !companyOfKey(key)) return raw;
    return storage.signedUrlOf(key, origin, 2 * VISITOR_LINK_DAY_MS, issued);
  };
  return {
    url,
    async text(text) {
      const found = [...new Set(text.match(STORAGE_URL) ?? [])];
      if (found.length === 0) return text;
      const signed = new Map(await Promise.all(found.map(async (u) => [u, await url(u)] as const)));
      return text.replace(STORAGE_URL, (u) => signed.get(u) ?? u);
    },
    async json(value) {
      if (value === null || value === undefined) return value;
      return JSON.parse(await this.text(JSON.stringify(value)));
    },
  };
}
