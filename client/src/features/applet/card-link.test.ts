import { describe, expect, it } from 'vitest';
import { cardMessages } from '@portal/contracts';
import {
  clipOfSpeech,
  deliveryModeOf,
  itemText,
  offeredModes,
  refusalReasonOf,
  storedVisitorId,
  storeVisitorId,
} from './card-link';
import { leadErrors, voiceBlockedReason } from './card-rules';

/** A failed call as the tRPC client hands it over: the server's error shape in `data`. */
const refused = (reason: unknown, businessCode = 4300) => ({
  message: 'refused',
  data: { httpStatus: 400, code: 'BAD_REQUEST', businessCode, businessData: { reason } },
});

describe('card refusals', () => {
  it('reads the reason a card call carried, and nothing from other failures', () => {
    expect(refusalReasonOf(refused('linkSuspended'))).toBe('linkSuspended');
    expect(refusalReasonOf(refused('quotaExhausted'))).toBe('quotaExhausted');
    expect(refusalReasonOf(refused('somethingElse'))).toBeNull();
    expect(refusalReasonOf({ message: 'fetch failed', data: undefined })).toBeNull();
    expect(refusalReasonOf(new Error('x'))).toBeNull();
    expect(refusalReasonOf(null)).toBeNull();
  });
});

describe('the visitor id kept per card', () => {
  it('is kept for its own project only and can be dropped', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    storeVisitorId('p1', 'v-signed', storage);
    expect(storedVisitorId('p1', storage)).toBe('v-signed');
    expect(storedVisitorId('p2', storage)).toBeNull();
    storeVisitorId('p1', null, storage);
    expect(storedVisitorId('p1', storage)).toBeNull();
  });

  it('survives a page whose storage itself cannot be reached (a framed card with third-party storage blocked)', () => {
    const denied = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      expect(storedVisitorId('p1')).toBeNull();
      expect(() => storeVisitorId('p1', 'v-signed')).not.toThrow();
    } finally {
      if (denied) Object.defineProperty(globalThis, 'localStorage', denied);
      else delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });

  it('survives a storage that refuses (private mode)', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => storeVisitorId('p1', 'v', refusing)).not.toThrow();
    expect(storedVisitorId('p1', refusing)).toBeNull();
  });
});

describe('layout by delivery mode', () => {
  const portrait = { width: 1080, height: 1920 };
  it('follows the canvas template name (002 §3)', () => {
    expect(deliveryModeOf({ dataJson: '{"templateName":"ipone9:16"}', videoSize: portrait })).toBe('card');
    expect(deliveryModeOf({ dataJson: '{"templateName":"75-inch large screen"}', videoSize: portrait })).toBe('cte');
    expect(deliveryModeOf({ dataJson: '{"templateName":"web16:9"}', videoSize: portrait })).toBe('common');
    expect(deliveryModeOf({ dataJson: '{"templateName":"custom9:16"}', videoSize: portrait })).toBe('custom');
  });
  it('reads an unnamed or unreadable canvas from its shape', () => {
    expect(deliveryModeOf({ dataJson: '{}', videoSize: { width: 1920, height: 1080 } })).toBe('common');
    expect(deliveryModeOf({ dataJson: 'not json', videoSize: portrait })).toBe('card');
  });
});

describe('speech and call-page items', () => {
  it('turns a spoken sentence into a clip with its bytes decoded', () => {
    const bytes = new Uint8Array([82, 73, 70, 70, 0, 255]);
    const clip = clipOfSpeech({
      seq: 0,
      text: '您好',
      audioBase64: Buffer.from(bytes).toString('base64'),
      sampleRate: 16000,
      durationMs: 420,
      visemes: [
        [0, 1],
        [120, 4],
      ],
    });
    expect(new Uint8Array(clip.audio as ArrayBuffer)).toEqual(bytes);
    expect(clip).toMatchObject({
      text: '您好',
      durationMs: 420,
      visemes: [
        [0, 1],
        [120, 4],
      ],
    });
  });
  it('reads stored items as texts and skips empty ones', () => {
    expect(itemText({ text: ' 立即咨询 ' })).toBe('立即咨询');
    expect(itemText('在线客服')).toBe('在线客服');
    expect(itemText({ text: '' })).toBeNull();
    expect(itemText(42)).toBeNull();
  });
  it('maps interactiveModes 0/1/2', () => {
    expect(offeredModes([0, 1, 2])).toEqual({ videoCall: true, smallWindow: true, liveRoom: true });
    expect(offeredModes([1])).toEqual({ videoCall: false, smallWindow: true, liveRoom: false });
  });
});

describe('leaving contact details', () => {
  it('asks for a name and a real phone number', () => {
    expect(leadErrors('', '')).toEqual({ name: '请输入您的称呼', phone: '请输入手机号码' });
    expect(leadErrors('王先生', '13800138000')).toEqual({});
    expect(leadErrors('王先生', '010-12345678')).toEqual({});
    expect(leadErrors('王先生', '+44 20 7946 0958')).toEqual({});
    expect(leadErrors('王先生', '12345678901')).toEqual({ phone: cardMessages.leadPhoneInvalid });
    expect(leadErrors('王先生', '1380')).toEqual({ phone: cardMessages.leadPhoneInvalid });
    expect(leadErrors('王先生', '电话号码')).toEqual({ phone: cardMessages.leadPhoneInvalid });
  });
});

describe('voice buttons', () => {
  it('say why they are off, and are on otherwise', () => {
    expect(voiceBlockedReason(false, 'listening')).toContain('未配置语音识别');
    expect(voiceBlockedReason(true, 'denied')).toContain('麦克风权限被拒绝');
    expect(voiceBlockedReason(true, 'unavailable')).toContain('无法使用麦克风');
    expect(voiceBlockedReason(true, 'off')).toBeNull();
    expect(voiceBlockedReason(true, 'listening')).toBeNull();
  });
});
