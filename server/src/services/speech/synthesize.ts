import { createHash } from 'node:crypto';
import { mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNull, or } from 'drizzle-orm';
import { speechRuleMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { voices } from '../../db/schema/index';
import { cachedCatalogue, VOICE_CATALOGUE } from '../catalogue-cache';
import { DomainError } from '../domain-error';
import { ffmpeg } from '../media/ffmpeg';
import { companyPrefix } from '../storage/keys';
import type { Storage } from '../storage/storage';
import { ENGINE_SAMPLE_RATE, type SpeechEngine } from './engine';
import { readWavInfo, wavSamples } from './wav';
import { trackFromPcm, type VisemeTrack } from '@portal/workers/core/avatar/visemes';
import { trackFromSpeech } from '@portal/workers/core/avatar/phoneme-timing';
import { trackFromTimedWords, type TimedWord } from '@portal/workers/core/avatar/word-timing';
import { cloudSupplierOf, synthesisFailure } from './cloud-suppliers';
import { speechProvidersFor, type SpeechConfigSource } from './speech-settings';
import {
  plainText,
  speechDocFrom,
  SsmlParseError,
  toProviderSsml,
  validateSpeech,
  withoutPlaceholders,
} from '@portal/workers/core/ssml/index';

export interface SpeechSettings {
  voiceBizId: string;
  rate?: number | undefined;
  pitch?: number | undefined;
  volume?: number | undefined;
  sampleRate?: number | undefined;
}

export interface SpeechDeps {
  db: Database;
  storage: Storage;
  speech: SpeechEngine;
  /** The environment's speech services and the secret that opens the console's (speech-settings.ts). */
  config?: SpeechConfigSource | undefined;
}

/**
 * A platform voice or one of the company's own. Read through the voice catalogue's short cache:
 * every sentence of a live answer looks its voice up.
 */
export async function findVoice(db: Database, companyId: string, bizId: string) {
  const [row] = await cachedCatalogue(VOICE_CATALOGUE, db, `voice:${companyId}:${bizId}`, () =>
    db
      .select()
      .from(voices)
      .where(and(eq(voices.bizId, bizId), or(isNull(voices.companyId), eq(voices.companyId, companyId))))
      .limit(1),
  );
  if (!row) throw DomainError.business(404, speechRuleMessages.voiceNotFound);
  return row;
}

/**
 * The markup editor's SSML (or plain text) as the engine reads it: parsed into the one speech model,
 * validated with the spec's rules (the first issue is answered), the AI placeholder removed (001 §5).
 */
export function toEngineSsml(text: string, voiceCode: string, languageCode: string, provider = LOCAL_PROVIDER): string {
  let doc;
  try {
    doc = speechDocFrom(text);
  } catch (error) {
    throw DomainError.invalidInput(error instanceof SsmlParseError ? error.message : speechRuleMessages.textEmpty);
  }
  if (!plainText(withoutPlaceholders(doc)).trim()) throw DomainError.invalidInput(speechRuleMessages.textEmpty);
  const [issue] = validateSpeech(doc, provider, voiceCode);
  if (issue) throw DomainError.invalidInput(issue.message);
  return toProviderSsml(doc, provider, voiceCode, languageCode);
}

/** The local engine takes canonical SSML 1.1: it declares no dialect of its own. */
const LOCAL_PROVIDER = 'local';

/** What one synthesis is: the voice, the engine's request, the output rate and its storage key. */
async function speechPlan(deps: SpeechDeps, companyId: string, text: string, settings: SpeechSettings) {
  const voice = await findVoice(deps.db, companyId, settings.voiceBizId);
  const cloud = cloudSupplierOf(voice.supplier);
  const providers = cloud ? await speechProvidersFor(deps) : {};
  if (cloud && !cloud.configured(providers)) throw DomainError.business(503, speechRuleMessages.voiceNotFound);
  const ssml = cloud
    ? toEngineSsml(text, cloud.voiceCode(voice), voice.languageCode, cloud.dialect)
    : toEngineSsml(text, voice.languageCode, voice.languageCode);
  const request = {
    ssml,
    voice: voice.originId,
    rate: settings.rate ?? voice.speedDefault,
    pitch: settings.pitch ?? voice.toneDefault,
    volume: settings.volume ?? voice.volumeDefault,
  };
  const nativeRate = cloud ? cloud.nativeRate : ENGINE_SAMPLE_RATE;
  const sampleRate = settings.sampleRate ?? nativeRate;
  const hash = createHash('sha256')
    .update(JSON.stringify({ ...request, sampleRate, engine: cloud ? cloud.cacheTag : LOCAL_ENGINE_TAG }))
    .digest('hex')
    .slice(0, 40);
  const key = `${companyPrefix(companyId, 'GENERATED')}tts/${hash}.wav`;
  return { voice, cloud, providers, request, nativeRate, sampleRate, key };
}

/** Part of the cache key of local speech; raised when the engine's output changes on purpose (its prosody). */
const LOCAL_ENGINE_TAG = 'espeak-ng-3';

/** Where the speech of this text in this voice is (or will be) kept. */
export const speechStorageKey = async (deps: SpeechDeps, companyId: string, text: string, settings: SpeechSettings) =>
  (await speechPlan(deps, companyId, text, settings)).key;

/**
 * Synthesises into the company's storage. The key is a hash of (voice, settings, markup), so the
 * same text with the same voice and settings is never synthesised twice.
 */
export async function synthesizeToStorage(deps: SpeechDeps, companyId: string, text: string, settings: SpeechSettings) {
  return synthesizePlanned(deps, await speechPlan(deps, companyId, text, settings));
}

async function synthesizePlanned(deps: SpeechDeps, plan: Awaited<ReturnType<typeof speechPlan>>) {
  const { voice, cloud, providers, request, nativeRate, sampleRate, key } = plan;
  const visemesKey = visemesKeyOf(key);
  if ((await deps.storage.store.size(key)) === null) {
    let wav: Buffer;
    let phonemes: string | undefined;
    let words: TimedWord[] | undefined;
    try {
      if (cloud) ({ wav, words } = await cloud.speak(providers, request, voice));
      else ({ wav, phonemes } = await deps.speech.synthesize(request));
    } catch (error) {
      throw synthesisFailure(error);
    }
    // A cloud answer that is not the WAV asked for is the provider's failure, not a file to keep.
    if (!wavSamples(wav)) throw DomainError.business(502, speechRuleMessages.cloudVoiceFailed);
    // The lip-sync track is stored beside the audio, timed by the words or phonemes the engine names.
    await deps.storage.store.putBytes(visemesKey, encodeTrack(lipSyncTrack(wav, phonemes, words)));
    const work = await mkdtemp(join(tmpdir(), 'tts-'));
    try {
      const raw = join(work, 'raw.wav');
      await writeFile(raw, wav);
      let final = raw;
      if (sampleRate !== nativeRate) {
        final = join(work, 'resampled.wav');
        await ffmpeg(['-i', raw, '-ar', String(sampleRate), '-ac', '1', '-c:a', 'pcm_s16le', final]);
      }
      await deps.storage.store.putFile(key, final);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
  const path = await deps.storage.store.localPath(key);
  const info = await wavInfoOf(path);
  return {
    key,
    durationMs: info?.durationMs ?? 0,
    sampleRate: info?.sampleRate ?? sampleRate,
    voice,
    visemes: await storedTrack(deps, key, path),
  };
}

/** Where the lip-sync track of a synthesised WAV is kept: beside it. */
export const visemesKeyOf = (wavKey: string) => wavKey.replace(/\.wav$/, '.visemes.json');

const encodeTrack = (track: VisemeTrack) =>
  new TextEncoder().encode(JSON.stringify({ visemes: track.map(({ ms, v }) => [ms, v]) }));

/**
 * Visemes timed by the provider's own word timestamps where it gives them (Tencent's subtitles), else
 * by the phonemes the local engine named, else from the audio's energy (Azure, Alibaba, uploads).
 */
export function lipSyncTrack(wav: Uint8Array, phonemes: string | undefined, words?: readonly TimedWord[]): VisemeTrack {
  const pcm = wavSamples(wav);
  if (!pcm) return [];
  const worded = words && words.length > 0 ? trackFromTimedWords(words) : [];
  if (worded.length > 0) return worded;
  const timed = phonemes ? trackFromSpeech(phonemes, pcm.samples, pcm.sampleRate) : [];
  return timed.length > 0 ? timed : trackFromPcm(pcm.samples, pcm.sampleRate);
}

/** The stored track of a WAV; one cached before tracks were kept is derived from its audio once. */
async function storedTrack(deps: SpeechDeps, key: string, path: string): Promise<VisemeTrack> {
  const visemesKey = visemesKeyOf(key);
  if ((await deps.storage.store.size(visemesKey)) !== null) {
    const parsed = JSON.parse(await readFile(await deps.storage.store.localPath(visemesKey), 'utf8')) as {
      visemes?: [number, number][];
    };
    return (parsed.visemes ?? []).map(([ms, v]) => ({ ms, v: v as VisemeTrack[number]['v'] }));
  }
  const track = lipSyncTrack(await readFile(path), undefined);
  await deps.storage.store.putBytes(visemesKey, encodeTrack(track));
  return track;
}

async function wavInfoOf(path: string) {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return readWavInfo(head.subarray(0, bytesRead), (await handle.stat()).size);
  } finally {
    await handle.close();
  }
}

/** A spoken sentence as a live answer sends it: the WAV in base64 with its lip-sync keys. */
export interface SpokenSegment {
  audioBase64: string;
  sampleRate: number;
  durationMs: number;
  visemes: [number, number][];
}

/**
 * Ours: spoken sentences kept in this process's memory, by storage key, up to this many base64
 * characters (~30 minutes of speech). A FAQ answer asked again is then sent without reading its
 * files or encoding them again, which was a third of a cached answer's time on the web thread.
 */
const SEGMENT_CACHE_CHARS = 96 * 2 ** 20;
const segments = new Map<string, SpokenSegment>();
let segmentChars = 0;

function rememberSegment(key: string, segment: SpokenSegment) {
  segments.set(key, segment);
  segmentChars += segment.audioBase64.length;
  for (const [oldest, old] of segments) {
    if (segmentChars <= SEGMENT_CACHE_CHARS) break;
    segments.delete(oldest);
    segmentChars -= old.audioBase64.length;
  }
}

/** A sentence spoken for a live answer: from memory when this process sent it before, else as synthesizeToStorage. */
export async function spokenSegment(
  deps: SpeechDeps,
  companyId: string,
  text: string,
  settings: SpeechSettings,
): Promise<SpokenSegment> {
  const plan = await speechPlan(deps, companyId, text, settings);
  const kept = segments.get(plan.key);
  if (kept) {
    // Most recently used last: the oldest are dropped first.
    segments.delete(plan.key);
    segments.set(plan.key, kept);
    return kept;
  }
  const speech = await synthesizePlanned(deps, plan);
  const wav = await readFile(await deps.storage.store.localPath(speech.key));
  const segment = {
    audioBase64: wav.toString('base64'),
    sampleRate: speech.sampleRate,
    durationMs: speech.durationMs,
    visemes: speech.visemes.map(({ ms, v }) => [ms, v] as [number, number]),
  };
  rememberSegment(plan.key, segment);
  return segment;
}
