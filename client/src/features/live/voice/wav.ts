/** The detector's sample rate: every utterance it cuts is 16 kHz mono. */
export const VAD_SAMPLE_RATE = 16000;

/** 16-bit PCM mono WAV of samples in [-1, 1] (out-of-range samples are clipped, not wrapped). */
export function encodeWav(samples: Float32Array, sampleRate = VAD_SAMPLE_RATE): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(at + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i] ?? 0));
    view.setInt16(44 + i * 2, s < 0 ? s * 0x8000 : s * 0x7fff, true);
  }
  return bytes;
}

export function toBase64(bytes: Uint8Array): string {
  let text = '';
  // Chunks keep String.fromCharCode's argument list short.
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** What a hold-to-talk press sends: the held audio trimmed to where the detector heard speech (with a pad). */
export function trimToSpeech(
  frames: readonly { samples: Float32Array; speech: number }[],
  threshold: number,
  padFrames: number,
): Float32Array | null {
  const first = frames.findIndex((f) => f.speech >= threshold);
  if (first < 0) return null;
  let last = first;
  frames.forEach((f, i) => {
    if (f.speech >= threshold) last = i;
  });
  const kept = frames.slice(Math.max(0, first - padFrames), last + padFrames + 1);
  const out = new Float32Array(kept.reduce((n, f) => n + f.samples.length, 0));
  let at = 0;
  for (const f of kept) {
    out.set(f.samples, at);
    at += f.samples.length;
  }
  return out;
}
