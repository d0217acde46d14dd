import { copyFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { plainText, speechDocFrom } from '@portal/workers/core/ssml/index';
import type { StudioScene } from '@portal/contracts/scene/index';
import { ffmpeg } from '../media/ffmpeg';
import { splitSentences } from '../speech/sentences';
import { synthesizeToStorage, type SpeechDeps } from '../speech/synthesize';
import { sceneSpeechText } from './scene-text';

export interface SceneSpeech {
  /** The scene's audio in the work folder, or null for a silent scene. */
  wavPath: string | null;
  durationMs: number;
  cues: { startMs: number; endMs: number; text: string }[];
}

const isMarkup = (text: string) => text.trimStart().startsWith('<');

/**
 * Speaks one scene. Plain text is synthesised sentence by sentence (2–15 characters, cached), so each
 * caption cue starts and ends with its own audio; marked-up text is spoken whole and its cues are
 * spread over the audio by length.
 */
export async function speakScene(deps: SpeechDeps, companyId: string, scene: StudioScene, voiceBizId: string, work: string, index: number): Promise<SceneSpeech> {
  const text = sceneSpeechText(scene);
  if (!text.trim()) return { wavPath: null, durationMs: 0, cues: [] };
  const settings = { voiceBizId, rate: scene.tts?.rate, pitch: scene.tts?.pitch, volume: scene.tts?.volume };
  const out = join(work, `scene-${index}.wav`);
  if (isMarkup(text)) {
    const { key, durationMs } = await synthesizeToStorage(deps, companyId, text, settings);
    await copyFile(await deps.storage.store.localPath(key), out);
    const sentences = splitSentences(plainText(speechDocFrom(text)));
    const total = sentences.reduce((n, s) => n + s.length, 0) || 1;
    let at = 0;
    const cues = sentences.map((s) => {
      const span = Math.round((durationMs * s.length) / total);
      const cue = { startMs: at, endMs: at + span, text: s };
      at += span;
      return cue;
    });
    return { wavPath: out, durationMs, cues };
  }
  const sentences = splitSentences(text);
  const parts: string[] = [];
  const cues: SceneSpeech['cues'] = [];
  let at = 0;
  for (const sentence of sentences) {
    const { key, durationMs } = await synthesizeToStorage(deps, companyId, sentence, settings);
    parts.push(await deps.storage.store.localPath(key));
    cues.push({ startMs: at, endMs: at + durationMs, text: sentence });
    at += durationMs;
  }
  const list = join(work, `scene-${index}.txt`);
  await writeFile(list, parts.map((p) => `file '${p}'`).join('\n'));
  await ffmpeg(['-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', out]);
  return { wavPath: out, durationMs: at, cues };
}
