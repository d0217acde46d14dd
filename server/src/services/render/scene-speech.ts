import { createHash } from 'node:crypto';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { plainText, speechDocFrom } from '@portal/workers/core/ssml/index';
import type { VisemeTrack } from '@portal/workers/core/avatar/visemes';
import { gestureCues, stripGestureTags } from '@portal/workers/core/avatar/gestures';
import type { SceneTiming } from '@portal/workers/core/compose/plan';
import type { StudioScene } from '@portal/contracts/scene/index';
import { eq } from 'drizzle-orm';
import { virtualHumans } from '../../db/schema/index';
import { ffmpeg } from '../media/ffmpeg';
import { companyPrefix } from '../storage/keys';
import { splitSentences } from '../speech/sentences';
import { synthesizeToStorage, visemesKeyOf, type SpeechDeps, type SpeechSettings } from '../speech/synthesize';
import { sceneSpeechText } from './scene-text';

export interface SceneSpeech {
  /** The scene's audio in the work folder, or null for a silent scene. */
  wavPath: string | null;
  durationMs: number;
  cues: { startMs: number; endMs: number; text: string }[];
  /** The lip-sync track over the scene's audio (phoneme-timed where the engine names phonemes). */
  visemes: VisemeTrack;
  /** The presenter's gesture per sentence, from its text and `{手势:…}` tag (core/avatar/gestures.ts). */
  gestures?: SceneTiming['gestures'];
}

/** A scene's voice in storage: the render reads it, and the editor's preview plays it. */
export interface SceneVoice {
  key: string | null;
  durationMs: number;
  cues: SceneSpeech['cues'];
  visemes: VisemeTrack;
  gestures?: SceneTiming['gestures'];
}

/** Each sentence's gesture as the timing keeps it: chosen from the sentence's text with its tags. */
const gesturesOf = (starts: number[], texts: string[]): SceneTiming['gestures'] =>
  gestureCues(starts, texts).map(({ ms, gesture, items }) => (items ? [ms, gesture, items] : [ms, gesture]));

const FALLBACK_VOICE = 'local-cmn-f3';

/** The voice a scene without its own speaks with: its digital human's default. */
export async function personaVoice(deps: Pick<SpeechDeps, 'db'>, personaBizId: string | undefined) {
  if (personaBizId === undefined) return FALLBACK_VOICE;
  const [avatar] = await deps.db
    .select({ voice: virtualHumans.defaultVoiceBizId })
    .from(virtualHumans)
    .where(eq(virtualHumans.personaBizId, personaBizId));
  return avatar?.voice ?? FALLBACK_VOICE;
}

const isMarkup = (text: string) => text.trimStart().startsWith('<');

/** The speech settings of a scene for a voice (the scene's own voice wins in the caller). */
export const sceneSpeechSettings = (scene: StudioScene, voiceBizId: string): SpeechSettings => ({
  voiceBizId,
  rate: scene.tts?.rate,
  pitch: scene.tts?.pitch,
  volume: scene.tts?.volume,
});

/**
 * The voice of a scene's text, kept in storage. Plain text is synthesised sentence by sentence (2–15
 * characters, cached), so each caption cue starts and ends with its own audio, and the sentences are
 * joined into one file keyed by their parts; marked-up text is spoken whole and its cues are spread
 * over the audio by length. Each part's lip-sync track is laid at its place in the whole.
 */
export async function sceneVoice(
  deps: SpeechDeps,
  companyId: string,
  text: string,
  settings: SpeechSettings,
): Promise<SceneVoice> {
  if (!text.trim()) return { key: null, durationMs: 0, cues: [], visemes: [] };
  if (isMarkup(text)) {
    // A gesture tag is the presenter's, never spoken nor captioned (decision 0028).
    const { key, durationMs, visemes } = await synthesizeToStorage(deps, companyId, stripGestureTags(text), settings);
    const tagged = splitSentences(plainText(speechDocFrom(text)));
    const sentences = tagged.map(stripGestureTags);
    const total = sentences.reduce((n, s) => n + s.length, 0) || 1;
    let at = 0;
    const cues = sentences.map((s) => {
      const span = Math.round((durationMs * s.length) / total);
      const cue = { startMs: at, endMs: at + span, text: s };
      at += span;
      return cue;
    });
    return {
      key,
      durationMs,
      cues,
      visemes,
      gestures: gesturesOf(
        cues.map((c) => c.startMs),
        tagged,
      ),
    };
  }
  const parts: string[] = [];
  const cues: SceneSpeech['cues'] = [];
  const visemes: VisemeTrack = [];
  let at = 0;
  const tagged: string[] = [];
  for (const raw of splitSentences(text)) {
    const sentence = stripGestureTags(raw).trim();
    if (!sentence) continue;
    tagged.push(raw);
    const part = await synthesizeToStorage(deps, companyId, sentence, settings);
    parts.push(part.key);
    cues.push({ startMs: at, endMs: at + part.durationMs, text: sentence });
    for (const k of part.visemes) if (visemes.at(-1)?.v !== k.v) visemes.push({ ms: k.ms + at, v: k.v });
    at += part.durationMs;
  }
  const gestures = gesturesOf(
    cues.map((c) => c.startMs),
    tagged,
  );
  if (parts.length === 1) return { key: parts[0]!, durationMs: at, cues, visemes, gestures };
  const key = `${companyPrefix(companyId, 'GENERATED')}tts/scene-${createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 40)}.wav`;
  if ((await deps.storage.store.size(key)) === null) {
    const work = await mkdtemp(join(tmpdir(), 'scene-voice-'));
    try {
      const list = join(work, 'parts.txt');
      const paths = await Promise.all(parts.map((p) => deps.storage.store.localPath(p)));
      await writeFile(list, paths.map((p) => `file '${p}'`).join('\n'));
      const out = join(work, 'scene.wav');
      await ffmpeg(['-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', out]);
      await deps.storage.store.putBytes(
        visemesKeyOf(key),
        new TextEncoder().encode(JSON.stringify({ visemes: visemes.map(({ ms, v }) => [ms, v]) })),
      );
      await deps.storage.store.putFile(key, out);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
  return { key, durationMs: at, cues, visemes, gestures };
}

/** Speaks one scene into the work folder for the render. */
export async function speakScene(
  deps: SpeechDeps,
  companyId: string,
  scene: StudioScene,
  voiceBizId: string,
  work: string,
  index: number,
): Promise<SceneSpeech> {
  const voice = await sceneVoice(deps, companyId, sceneSpeechText(scene), sceneSpeechSettings(scene, voiceBizId));
  if (!voice.key) return { wavPath: null, durationMs: 0, cues: [], visemes: [] };
  const out = join(work, `scene-${index}.wav`);
  await copyFile(await deps.storage.store.localPath(voice.key), out);
  return {
    wavPath: out,
    durationMs: voice.durationMs,
    cues: voice.cues,
    visemes: voice.visemes,
    ...(voice.gestures ? { gestures: voice.gestures } : {}),
  };
}
