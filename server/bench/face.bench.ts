/**
 * Face recognition figures (issue 29), `npm run -w server bench:face`:
 * - server enrolment time per photo (face process: decode, detect, embed, thumbnail);
 * - matching one embedding against 10,000 enrolled faces (target < 5 ms);
 * - the similarity calibration behind FACE_MATCH_THRESHOLD: the same person across a mirrored,
 *   brighter, smaller copy and camera-like YUV 4:2:0 re-encodings, and different people.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bestMatch, normalise, packMatrix } from '@portal/workers/core/face/match';
import { FACE_MATCH_THRESHOLD } from '../src/services/face/match';
import { faceEngine } from '../src/threads/face-engine';
import { timeMatching } from './face-match-timing';

const fixtures = new URL('../test/fixtures/faces/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, fixtures));

async function embed(bytes: Uint8Array) {
  const r = await faceEngine.analyse(bytes);
  if (!r.ok || !r.embedding) throw new Error('no single face');
  return normalise(r.embedding);
}
const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, v, i) => s + v * b[i]!, 0);

/** A camera-like copy: scaled into a 640×480 frame, through YUV 4:2:0, back to JPEG. */
function cameraLike(name: string, filter: string) {
  const dir = mkdtempSync(join(tmpdir(), 'face-bench-'));
  const out = join(dir, 'frame.jpg');
  const src = join(fileURLToPathSafe(fixtures), name);
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', src, '-vf', `${filter},format=yuv420p`, '-q:v', '6', out]);
  return readFileSync(out);
}
function fileURLToPathSafe(url: URL) {
  return decodeURIComponent(url.pathname);
}

await embed(read('astronaut.jpg')); // loads the models
const times: number[] = [];
for (const name of ['astronaut.jpg', 'camera.jpg', 'astronaut-variant.jpg', 'astronaut.jpg', 'camera.jpg']) {
  const t0 = performance.now();
  await faceEngine.analyse(read(name));
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
console.log(
  `enrolment per photo (face process, warm): median ${times[2]!.toFixed(0)} ms, max ${times[4]!.toFixed(0)} ms`,
);

const astronaut = await embed(read('astronaut.jpg'));
const same = {
  variant: await embed(read('astronaut-variant.jpg')),
  frame: await embed(cameraLike('astronaut.jpg', 'scale=360:360,pad=640:480:140:60')),
  frameDark: await embed(cameraLike('astronaut.jpg', 'scale=300:300,pad=640:480:170:90,eq=brightness=-0.12')),
};
const others = {
  camera: await embed(read('camera.jpg')),
  cameraFrame: await embed(cameraLike('camera.jpg', 'scale=360:360,pad=640:480:140:60')),
};
for (const [k, v] of Object.entries(same))
  console.log(`same person   astronaut ↔ ${k}: ${dot(astronaut, v).toFixed(3)}`);
for (const [k, v] of Object.entries(others))
  console.log(`other person astronaut ↔ ${k}: ${dot(astronaut, v).toFixed(3)}`);
console.log(`threshold: ${FACE_MATCH_THRESHOLD}`);

const dim = 1024;
const rows = Array.from({ length: 10_000 }, () => normalise(Array.from({ length: dim }, () => Math.random() - 0.5)));
rows[7777] = astronaut;
const matrix = packMatrix(rows, dim);
const { line } = timeMatching(matrix, [same.frame, same.frameDark, same.variant]);
const hit = bestMatch(matrix, same.frame);
console.log(`${line} (found ${hit.index === 7777 ? 'the right face' : 'WRONG'}, ${hit.similarity.toFixed(3)})`);
await faceEngine.close();
