import { describe, expect, it } from 'vitest';
import { encodeWav, toBase64, trimToSpeech } from './wav';

describe('encodeWav', () => {
  it('writes a 16 kHz mono 16-bit header and clipped samples', () => {
    const wav = encodeWav(new Float32Array([0, 1, -1, 2]));
    const view = new DataView(wav.buffer);
    expect(new TextDecoder().decode(wav.subarray(0, 4))).toBe('RIFF');
    expect(view.getUint32(24, true)).toBe(16000);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(40, true)).toBe(8);
    expect([0, 1, 2, 3].map((i) => view.getInt16(44 + i * 2, true))).toEqual([0, 32767, -32768, 32767]);
  });

  it('base64 survives long buffers', () => {
    const bytes = new Uint8Array(100_000).map((_, i) => i % 256);
    expect(Buffer.from(toBase64(bytes), 'base64').equals(Buffer.from(bytes))).toBe(true);
  });
});

describe('trimToSpeech', () => {
  const frame = (speech: number, value: number) => ({ samples: new Float32Array(2).fill(value), speech });
  it('keeps the heard part with its pad and drops the silence around it', () => {
    const frames = [frame(0, 1), frame(0, 2), frame(0.9, 3), frame(0.1, 4), frame(0.8, 5), frame(0, 6), frame(0, 7)];
    expect([...(trimToSpeech(frames, 0.5, 1) ?? [])]).toEqual([2, 2, 3, 3, 4, 4, 5, 5, 6, 6]);
  });
  it('sends nothing when nothing was said', () => {
    expect(trimToSpeech([frame(0.1, 1)], 0.5, 2)).toBeNull();
  });
});
