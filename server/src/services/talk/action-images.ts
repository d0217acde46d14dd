import { deflateSync } from 'node:zlib';
import type { ObjectStore } from '../storage/object-store';
import { STORAGE_BASE } from '../storage/storage';

/** The three fixed tool images of a cte canvas (002 §4): chat, start and close. */
export const ACTION_TOOLS = ['chatAction', 'startAction', 'closeAction'] as const;
export type ActionTool = (typeof ACTION_TOOLS)[number];

const SIZE = 160;
const keyOf = (tool: ActionTool) => `platform/talk/${tool}.png`;
export const actionImageUrl = (tool: ActionTool) => `${STORAGE_BASE}/${keyOf(tool)}`;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Uint8Array) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** An RGBA PNG from a pixel function; small and dependency-free, the icons are flat shapes. */
export function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number, number],
) {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0;
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), y * (width * 4 + 1) + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}

const COLOURS: Record<ActionTool, [number, number, number]> = {
  chatAction: [37, 99, 235],
  startAction: [22, 163, 74],
  closeAction: [220, 38, 38],
};

/** Whether (x, y), centred on the disc, lies on the white glyph: a speech bubble, a play triangle, a cross. */
function onGlyph(tool: ActionTool, x: number, y: number) {
  if (tool === 'chatAction')
    return (Math.abs(x) < 38 && Math.abs(y + 6) < 26) || (y > 18 && y < 36 && x > -24 && x < -24 + (36 - y));
  if (tool === 'startAction') return x > -22 && x < 34 && Math.abs(y) < (34 - x) * 0.62;
  return Math.abs(Math.abs(x) - Math.abs(y)) < 9 && Math.abs(x) < 34;
}

export const drawActionImage = (tool: ActionTool) =>
  encodePng(SIZE, SIZE, (px, py) => {
    const x = px - SIZE / 2 + 0.5;
    const y = py - SIZE / 2 + 0.5;
    const r = Math.hypot(x, y);
    if (r > SIZE / 2) return [0, 0, 0, 0];
    const alpha = Math.round(255 * Math.min(1, SIZE / 2 - r));
    return onGlyph(tool, x, y) ? [255, 255, 255, alpha] : [...COLOURS[tool], alpha];
  });

/** Drawn into the platform's storage once; later starts find them there. */
export async function ensureActionImages(store: ObjectStore) {
  for (const tool of ACTION_TOOLS)
    if ((await store.size(keyOf(tool))) === null) await store.putBytes(keyOf(tool), drawActionImage(tool));
}
