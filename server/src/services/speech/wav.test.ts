import { describe, expect, it } from 'vitest';
import { readWavInfo } from './wav';

function wav(sampleRate: number, seconds: number, dataSize?: number) {
  const samples = Math.round(sampleRate * seconds);
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const put = (at: number, text: string) => [...text].forEach((c, i) => (bytes[at + i] = c.charCodeAt(0)));
  put(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  put(8, 'WAVE');
  put(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  put(36, 'data');
  view.setUint32(40, dataSize ?? samples * 2, true);
  return bytes;
}

describe('WAV header', () => {
  it('reads rate, channels and duration', () => {
    expect(readWavInfo(wav(16000, 1.5))).toEqual({
      sampleRate: 16000,
      channels: 1,
      bitsPerSample: 16,
      dataBytes: 48000,
      durationMs: 1500,
    });
  });

  it('takes the data to the end of the file when a streaming writer left the size open', () => {
    expect(readWavInfo(wav(22050, 2, 0xffffffff))?.durationMs).toBe(2000);
  });

  it('refuses what is not a WAV', () => {
    expect(readWavInfo(new TextEncoder().encode('not a wav file at all'))).toBeNull();
  });
});
