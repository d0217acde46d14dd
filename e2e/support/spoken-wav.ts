import ESpeakNg from 'espeak-ng';

/** `text` spoken by eSpeak NG (the engine the portal speaks with) in Mandarin, as WAV bytes. */
export async function speak(text: string): Promise<Buffer> {
  const espeak = await ESpeakNg({
    arguments: ['-v', 'cmn', '-s', '150', text, '-w', '/out.wav'],
    print: () => undefined,
    printErr: () => undefined,
  });
  return Buffer.from(espeak.FS.readFile('/out.wav'));
}

/** The PCM of a WAV: format and the data chunk. */
function pcmOf(wav: Buffer): { header: Buffer; rate: number; data: Buffer } {
  let fmt: Buffer | null = null;
  for (let at = 12; at + 8 <= wav.length; ) {
    const id = wav.toString('ascii', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    if (id === 'fmt ') fmt = wav.subarray(at + 8, at + 8 + size);
    if (id === 'data' && fmt)
      return { header: fmt, rate: fmt.readUInt32LE(4), data: wav.subarray(at + 8, at + 8 + size) };
    at += 8 + size + (size % 2);
  }
  throw new Error('not a WAV with fmt and data chunks');
}

export const durationMs = (wav: Buffer): number => {
  const { rate, data } = pcmOf(wav);
  return (data.length / 2 / rate) * 1000;
};

/** The same voice between `leadMs` and `tailMs` of silence (a 16-bit mono WAV, as eSpeak writes). */
export function padded(wav: Buffer, leadMs: number, tailMs: number): Buffer {
  const { header, rate, data } = pcmOf(wav);
  const silence = (ms: number) => Buffer.alloc(Math.round((rate * ms) / 1000) * 2);
  const body = Buffer.concat([silence(leadMs), data, silence(tailMs)]);
  const head = Buffer.alloc(20);
  head.write('RIFF', 0, 'ascii');
  head.writeUInt32LE(4 + 8 + header.length + 8 + body.length, 4);
  head.write('WAVE', 8, 'ascii');
  head.write('fmt ', 12, 'ascii');
  head.writeUInt32LE(header.length, 16);
  const dataHead = Buffer.alloc(8);
  dataHead.write('data', 0, 'ascii');
  dataHead.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, header, dataHead, body]);
}
