import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { audioTranscripts } from '../../db/schema/index';
import type { TextCheck } from '../safety/check-text';
import { checkSubtitleFile } from '../safety/subtitles';
import { speechRecognizerFrom } from '../speech-recognition/from-config';
import type { Transcript } from '../speech-recognition/speech-recognizer';
import { companyOfKey } from '../storage/keys';
import type { Storage } from '../storage/storage';

type Scene = Record<string, unknown>;
type Deps = { db: Database; storage: Storage; config: Pick<AppConfig, 'asr'> };

/** What the server found in a scene's uploaded files; null where there was nothing of ours to read. */
export interface SceneMediaFinding {
  audio: { sensitiveTexts: string[] } | { unchecked: 'noRecognizer' | 'failed' } | null;
  subtitleSensitiveTexts: string[] | null;
}

/** The upload cap of CUSTOMIZE_SCENE_SUBTITLE (storage/rules.ts); a bigger file is not one of those. */
const SUBTITLE_MAX_BYTES = 5 * 1024 * 1024;

const stringOf = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null);

/** The storage key of a URL the scene holds, only when it is a file of this company. */
function ownKey(storage: Storage, companyId: string, url: string): string | null {
  const key = storage.keyOfStoredPath(url);
  return key && companyOfKey(key) === companyId ? key : null;
}

/** The transcript of a stored file: the cached one, or the recognizer's, kept for next time. */
async function transcriptOf(
  deps: Deps,
  transcribe: NonNullable<ReturnType<typeof speechRecognizerFrom>>,
  key: string,
): Promise<Transcript> {
  const [hit] = await deps.db.select().from(audioTranscripts).where(eq(audioTranscripts.storageKey, key));
  if (hit) return { text: hit.text, segments: hit.segments };
  const transcript = await transcribe.transcribe({
    path: await deps.storage.store.localPath(key),
    fileName: key.split('/').pop()!,
  });
  await deps.db
    .insert(audioTranscripts)
    .values({ storageKey: key, text: transcript.text, segments: transcript.segments })
    .onConflictDoNothing();
  return transcript;
}

/**
 * The flagged sentences of a transcript (001 §3 audioSensitiveTexts): each sensitive segment, and the
 * matches' contexts when a word only shows across segments (a recognizer may cut inside a word).
 */
function sensitiveSentences(transcript: Transcript, check: (text: string) => TextCheck): string[] {
  const flagged = transcript.segments.map((s) => s.text.trim()).filter((t) => t && check(t).level === 'SENSITIVE');
  if (flagged.length > 0) return [...new Set(flagged)];
  const whole = check(transcript.text);
  return whole.level === 'SENSITIVE' ? whole.contexts : [];
}

async function readText(storage: Storage, key: string): Promise<string | null> {
  const size = await storage.store.size(key);
  if (size === null || size > SUBTITLE_MAX_BYTES) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.store.read(key)) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

async function audioFinding(
  deps: Deps,
  companyId: string,
  scene: Scene,
  check: (text: string) => TextCheck,
): Promise<SceneMediaFinding['audio']> {
  if (scene.inputType !== 'AUDIO') return null;
  const url = stringOf((scene.customizeAudioData as { audioUrl?: unknown } | null | undefined)?.audioUrl);
  if (!url) return null; // check 8 answers an audio scene without audio
  const recognizer = speechRecognizerFrom(deps.config);
  if (!recognizer) return { unchecked: 'noRecognizer' };
  const key = ownKey(deps.storage, companyId, url);
  if (!key) return { unchecked: 'failed' };
  try {
    return { sensitiveTexts: sensitiveSentences(await transcriptOf(deps, recognizer, key), check) };
  } catch {
    return { unchecked: 'failed' };
  }
}

async function subtitleFinding(
  deps: Deps,
  companyId: string,
  scene: Scene,
  check: (text: string) => TextCheck,
): Promise<string[] | null> {
  const url =
    stringOf(scene.subtitleUrl) ??
    stringOf((scene.customizeAudioData as { subtitleUrl?: unknown } | null | undefined)?.subtitleUrl);
  const key = url ? ownKey(deps.storage, companyId, url) : null;
  const content = key ? await readText(deps.storage, key).catch(() => null) : null;
  return content === null ? null : checkSubtitleFile(content, check).subtitleSensitiveTexts;
}

/**
 * Reads what the scenes' uploaded audio and subtitle files say and checks it with the company's
 * check (001 §5 checks 9 and 10), instead of trusting the flags stored in the scene by the editor.
 */
export async function checkSceneMedia(
  deps: Deps,
  companyId: string,
  scenes: Scene[],
  check: (text: string) => TextCheck,
): Promise<SceneMediaFinding[]> {
  const findings: SceneMediaFinding[] = [];
  // One scene after another: transcription is slow and costly, and two scenes often share one upload.
  for (const scene of scenes)
    findings.push({
      audio: await audioFinding(deps, companyId, scene, check),
      subtitleSensitiveTexts: await subtitleFinding(deps, companyId, scene, check),
    });
  return findings;
}

/** The scenes with what was found written into customizeAudioData (001 §3), for the task's snapshot and the editor. */
export function withMediaFindings(scenes: Scene[], findings: SceneMediaFinding[]): Scene[] {
  return scenes.map((scene, i) => {
    const found = findings[i];
    if (!found || (!found.audio && !found.subtitleSensitiveTexts)) return scene;
    const audio = { ...((scene.customizeAudioData as Record<string, unknown> | null | undefined) ?? {}) };
    if (found.audio && 'sensitiveTexts' in found.audio) audio.audioSensitiveTexts = found.audio.sensitiveTexts;
    if (found.subtitleSensitiveTexts) audio.subtitleSensitiveTexts = found.subtitleSensitiveTexts;
    return { ...scene, customizeAudioData: audio };
  });
}
