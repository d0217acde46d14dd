/**
 * The media a video page points at: og:video / og:audio meta tags first, then the first
 * <video>, <audio> or <source> src. Relative links are resolved against the page.
 */
export function findMediaLink(html: string, pageUrl: string): string | null {
  const candidates: string[] = [];
  for (const m of html.matchAll(/<meta\b[^>]*>/gi)) {
    const tag = m[0];
    const property = /(?:property|name)\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1]?.toLowerCase();
    const content = /content\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    if (content && property && /^og:(video|audio)(:url|:secure_url)?$/.test(property)) candidates.push(content);
  }
  for (const m of html.matchAll(/<(?:video|audio|source)\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/gi)) candidates.push(m[1]!);
  for (const candidate of candidates) {
    try {
      const url = new URL(candidate.replace(/&amp;/g, '&'), pageUrl);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
    } catch {
      // not a link: try the next one
    }
  }
  return null;
}

const EXTENSION_OF_TYPE: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'audio/mp4': 'm4a',
  'audio/webm': 'webm',
  'video/webm': 'webm',
  'audio/ogg': 'ogg',
};

/** A file name for the recognizer, whose extension names the container (from the type, else the path). */
export function mediaFileName(url: string, contentType: string): string {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const fromType = EXTENSION_OF_TYPE[type];
  if (fromType) return `media.${fromType}`;
  const ext = /\.([a-z0-9]{2,4})$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase();
  return `media.${ext ?? 'mp4'}`;
}

export const isMediaType = (contentType: string) => /^(audio|video)\//i.test(contentType.trim());
