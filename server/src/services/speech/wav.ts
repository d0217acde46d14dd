/** Facts of a PCM WAV file read from its header chunks. */
export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  dataBytes: number;
  durationMs: number;
}

/** Parses RIFF/WAVE chunks from the file's head (fileSize: the whole file's); null when not a PCM WAV. */
export function readWavInfo(bytes: Uint8Array, fileSize = bytes.length): WavInfo | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return null;
  let offset = 12;
  let format: { sampleRate: number; channels: number; bitsPerSample: number; byteRate: number } | null = null;
  while (offset + 8 <= bytes.length) {
    const id = tag(offset);
    let size = view.getUint32(offset + 4, true);
    if (id === 'fmt ' && offset + 24 <= bytes.length) {
      format = {
        channels: view.getUint16(offset + 10, true),
        sampleRate: view.getUint32(offset + 12, true),
        byteRate: view.getUint32(offset + 16, true),
        bitsPerSample: view.getUint16(offset + 22, true),
      };
    }
    if (id === 'data' && format) {
      // Streaming writers leave the size at 0 or 0xFFFFFFFF: the data runs to the end of the file.
      if (size === 0 || size === 0xffffffff || offset + 8 + size > fileSize) size = fileSize - offset - 8;
      return {
        sampleRate: format.sampleRate,
        channels: format.channels,
        bitsPerSample: format.bitsPerSample,
        dataBytes: size,
        durationMs: format.byteRate > 0 ? Math.round((size / format.byteRate) * 1000) : 0,
      };
    }
    offset += 8 + size + (size % 2);
  }
  return null;
}

/** The samples of a 16-bit PCM WAV (first channel), or null for any other format. */
export function wavSamples(bytes: Uint8Array): { samples: Int16Array; sampleRate: number } | null {
  const info = readWavInfo(bytes);
  if (info?.bitsPerSample !== 16 || info.channels < 1) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = String.fromCharCode(bytes[offset]!, bytes[offset + 1]!, bytes[offset + 2]!, bytes[offset + 3]!);
    const size = view.getUint32(offset + 4, true);
    if (id === 'data') {
      const frames = Math.floor(Math.min(info.dataBytes, bytes.length - offset - 8) / (2 * info.channels));
      const samples = new Int16Array(frames);
      for (let i = 0; i < frames; i++) samples[i] = view.getInt16(offset + 8 + i * 2 * info.channels, true);
      return { samples, sampleRate: info.sampleRate };
    }
    offset += 8 + size + (size % 2);
  }
  return null;
}
