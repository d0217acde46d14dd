import { CardRefusalReasonSchema, type CardRefusalReason } from '@portal/contracts/calls/applet/card-schemas';
import type { DeliveryMode } from '@portal/contracts';
import type { SpokenClip } from '../live/live-human';
import type { RouterOutputs } from '../../lib/trpc';

/*
 * The card page's pure rules: who the visitor is (the signed id kept per project), why a call was
 * refused, how the page is laid out, and how a spoken sentence becomes a clip for the live human.
 */

export type CardInfo = RouterOutputs['applet']['appletProjectGetCardInfo'];
export type AnswerChunk = RouterOutputs['applet']['askStream'] extends AsyncIterable<infer C> ? C : never;
export type LiveSession = RouterOutputs['applet']['syncStart'];

/** The link a visitor opened: project and share token (002 §2 /applet). */
export interface CardLink {
  projectId: string;
  shareToken: string;
}

const visitorKey = (projectId: string) => `applet.visitor.${projectId}`;

/** The visitor id this browser was issued for one card (it outlives a reload; issue 24 item 2). */
export function storedVisitorId(projectId: string, storage?: Pick<Storage, 'getItem'>): string | null {
  try {
    // Read inside the try: a framed card (the SDK's) on a browser that blocks third-party storage throws on access.
    return (storage ?? localStorage).getItem(visitorKey(projectId));
  } catch {
    // Private modes may refuse storage: the visitor is then new on every load.
    return null;
  }
}

export function storeVisitorId(
  projectId: string,
  visitorId: string | null,
  storage?: Pick<Storage, 'setItem' | 'removeItem'>,
): void {
  try {
    const store = storage ?? localStorage;
    if (visitorId) store.setItem(visitorKey(projectId), visitorId);
    else store.removeItem(visitorKey(projectId));
  } catch {
    // See storedVisitorId.
  }
}

/** The refusal reason a card call carried (business code CARD_REFUSAL_CODE, data.reason), or null. */
export function refusalReasonOf(error: unknown): CardRefusalReason | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const data = error.data;
  if (typeof data !== 'object' || data === null || !('businessData' in data)) return null;
  const business = data.businessData;
  if (typeof business !== 'object' || business === null || !('reason' in business)) return null;
  const parsed = CardRefusalReasonSchema.safeParse(business.reason);
  return parsed.success ? parsed.data : null;
}

/** The server's words for a failed call, or a fallback. */
export function failureText(error: unknown, fallback = '网络不佳，请稍后重试'): string {
  if (typeof error === 'object' && error !== null && 'data' in error && 'message' in error) {
    if (typeof error.message === 'string' && error.message) return error.message;
  }
  return fallback;
}

/** The business code of a failed call (seats full, quota ended), or null. */
export function businessCodeOfError(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const data = error.data;
  if (typeof data !== 'object' || data === null || !('businessCode' in data)) return null;
  return typeof data.businessCode === 'number' ? data.businessCode : null;
}

const MODE_OF_TEMPLATE: Record<string, DeliveryMode> = {
  'ipone9:16': 'card',
  '75-inch large screen': 'cte',
  'web16:9': 'common',
  'custom9:16': 'custom',
};

/**
 * The delivery mode of a project from its canvas (002 §3 templateName): the card info carries the
 * canvas, not the project's publishType; a canvas without a known name is read from its shape.
 */
export function deliveryModeOf(card: Pick<CardInfo, 'dataJson' | 'videoSize'>): DeliveryMode {
  let name: unknown = null;
  try {
    const parsed: unknown = JSON.parse(card.dataJson);
    if (typeof parsed === 'object' && parsed !== null && 'templateName' in parsed) name = parsed.templateName;
  } catch {
    // An unreadable canvas is laid out by its size.
  }
  const named = typeof name === 'string' ? MODE_OF_TEMPLATE[name] : undefined;
  if (named) return named;
  return card.videoSize.width > card.videoSize.height ? 'common' : 'card';
}

/** The preview route the editor's 通话 button opens for each delivery mode (002 §2 preview pages). */
export const PREVIEW_PATH_OF_MODE: Record<DeliveryMode, string> = {
  card: '/RtcPreview/h5',
  cte: '/CRTCPreview',
  common: '/CommonRTCPreview',
  custom: '/RtcPreview',
};

export function base64ToArrayBuffer(base64: string): ArrayBuffer {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

/** One spoken sentence of an answer as the live human plays it. */
export function clipOfSpeech(speech: NonNullable<AnswerChunk['speech']>): SpokenClip {
  return {
    audio: base64ToArrayBuffer(speech.audioBase64),
    visemes: speech.visemes,
    durationMs: speech.durationMs,
    text: speech.text,
  };
}

/** The text of a stored call-page item (002 §3 callPageConfig items are { text }; a bare string is read too). */
export function itemText(item: unknown): string | null {
  if (typeof item === 'string') return item.trim() || null;
  if (typeof item === 'object' && item !== null && 'text' in item && typeof item.text === 'string') {
    return item.text.trim() || null;
  }
  return null;
}

/** The interaction modes a card offers (002 §3 interactiveModes: 0 videoCall, 1 smallWindowVideo, 2 LiveBroadcastRoom). */
export function offeredModes(modes: readonly number[]) {
  return { videoCall: modes.includes(0), smallWindow: modes.includes(1), liveRoom: modes.includes(2) };
}

/** A template number the page draws (002 §3 businessCard 1–4, default 4). */
export function cardTemplate(value: number): 1 | 2 | 3 | 4 {
  return value === 1 || value === 2 || value === 3 ? value : 4;
}
