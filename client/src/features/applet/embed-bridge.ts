/**
 * The card in the SDK's embed mode (/applet?…&embed=sdk, framed by the <digital-human> web
 * component): the page tells its host what happens — `ready`, `answer`, `session-end`, `error` —
 * and the host may ask a question. Messages carry `source: 'digital-human'` (ours) or
 * `source: 'digital-human-host'` (the host's).
 */
export type HostEvent = 'ready' | 'answer' | 'session-end' | 'error';

export const EMBED_SOURCE = 'digital-human';
export const HOST_SOURCE = 'digital-human-host';

export function isSdkEmbed(): boolean {
  if (typeof window === 'undefined') return false;
  return new URLSearchParams(window.location.search).get('embed') === 'sdk' && window.parent !== window;
}

/** Posts an event to the framing page (nothing outside embed mode). The host chose to frame this card. */
export function tellHost(type: HostEvent, detail: Record<string, unknown>): void {
  if (!isSdkEmbed()) return;
  window.parent.postMessage({ source: EMBED_SOURCE, type, detail }, '*');
}

/** A question the host page sent (`element.ask(text)`), or null for any other message. */
export function hostQuestion(event: MessageEvent): string | null {
  if (event.source !== window.parent || !isSdkEmbed()) return null;
  // Any page may post anything: read the fields one by one, trusting none of them.
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const field = (name: string): unknown => Reflect.get(data, name);
  const asked = field('text');
  if (field('source') !== HOST_SOURCE || field('type') !== 'ask' || typeof asked !== 'string') return null;
  const text = asked.trim().slice(0, 500);
  return text || null;
}
