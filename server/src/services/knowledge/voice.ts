import { and, count, eq, sum } from 'drizzle-orm';
import { knowledgeMessages, type UploadedFile } from '@portal/contracts';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { talkAsrUsage } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { probeMedia } from '../media/ffmpeg';
import { companyTextChecker } from '../safety/company-lexicon';
import { speechRecognizerFrom } from '../speech-recognition/from-config';
import { SpeechRecognitionError, type SpeechRecognizer } from '../speech-recognition/speech-recognizer';
import { synthesizeToStorage, type SpeechDeps } from '../speech/synthesize';
import { voiceIdOf } from '../talk/checks';
import { canvasOf } from '../talk/canvas';
import type { TalkProjectRow } from '../talk/projects';
import { flagged } from './flagged';

/**
 * The interactive human's voice (002 §7 FAQ calls; the shapes are ours, 002 silent): an answer
 * spoken with its lip-sync track (genTtsAndBlendShape), and a visitor's spoken question recognised
 * and checked (asr/check) with what recognition was used (asr/cost).
 */

export interface SpeakInput {
  text: string;
  voiceBizId?: string | undefined;
  rate?: number | undefined;
  pitch?: number | undefined;
  volume?: number | undefined;
}

/**
 * An answer's speech and viseme track: synthesised by the speech service (cached by voice, settings
 * and text) with the track the render uses, kept beside the audio so the same answer is analysed
 * once. A flagged text is not spoken: the safe reply is, as in the chat.
 */
export async function speakAnswer(deps: SpeechDeps, project: TalkProjectRow, input: SpeakInput, origin: string) {
  const voiceBizId = input.voiceBizId ?? voiceIdOf(canvasOf(project));
  if (!voiceBizId) throw DomainError.invalidInput(knowledgeMessages.voiceMissing);
  const check = await companyTextChecker(deps.db, project.companyId);
  const text = flagged(input.text, check) ? knowledgeMessages.safeReply : input.text;
  const speech = await synthesizeToStorage(deps, project.companyId, text, {
    voiceBizId,
    rate: input.rate,
    pitch: input.pitch,
    volume: input.volume,
  });
  // The speech service keeps each WAV's lip-sync track beside it (phoneme-timed for the local engine).
  const visemes = speech.visemes.map(({ ms, v }) => [ms, v] as [number, number]);
  return {
    text,
    voiceBizId,
    audioUrl: deps.storage.urlOf(speech.key, origin),
    durationMs: speech.durationMs,
    sampleRate: speech.sampleRate,
    visemes,
  };
}

/** Ours (002 silent): a spoken question is a sentence or two; longer clips are refused before recognition. */
export const ASR_MAX_MS = 60_000;

export interface AsrDeps {
  db: Database;
  config: Pick<AppConfig, 'asr'>;
  /** Tests hand in their own; the server uses the configured one. */
  recognizer?: SpeechRecognizer | undefined;
}

/**
 * A spoken question to text through the configured speech-recognition provider, checked with the
 * company's lexicon (a flagged question is reported, its text kept for the chat's own safe reply),
 * and its length recorded for asr/cost.
 */
export async function recognizeQuestion(
  deps: AsrDeps,
  project: TalkProjectRow,
  visitorId: string,
  file: UploadedFile,
  /** The clip's length when the caller already read it (a live utterance's WAV header): no probe then. */
  knownDurationMs?: number,
) {
  const recognizer = deps.recognizer ?? speechRecognizerFrom(deps.config);
  if (!recognizer) throw DomainError.business(503, knowledgeMessages.asrNotConfigured);
  if (file.size === 0) throw DomainError.invalidInput(knowledgeMessages.asrNoFile);
  let durationMs: number | null = knownDurationMs ?? null;
  if (knownDurationMs === undefined) {
    try {
      durationMs = (await probeMedia(file.path)).durationMs;
    } catch {
      throw DomainError.invalidInput(knowledgeMessages.asrNoFile);
    }
  }
  if (durationMs !== null && durationMs > ASR_MAX_MS) throw DomainError.invalidInput(knowledgeMessages.asrTooLong);
  let text: string;
  let segmentsEnd = 0;
  try {
    const transcript = await recognizer.transcribe({ path: file.path, fileName: file.fileName || 'question.wav' });
    text = transcript.text;
    segmentsEnd = Math.max(0, ...transcript.segments.map((s) => s.end));
  } catch (error) {
    if (error instanceof SpeechRecognitionError) throw DomainError.business(502, knowledgeMessages.asrFailed);
    throw error;
  }
  const ms = Math.round(durationMs ?? segmentsEnd * 1000);
  await deps.db
    .insert(talkAsrUsage)
    .values({ companyId: project.companyId, projectId: project.id, visitorId, durationMs: ms });
  const check = await companyTextChecker(deps.db, project.companyId);
  return { text, durationMs: ms, sensitive: text !== '' && flagged(text, check) };
}

/** Recognitions of a project (or of one visitor of it): how many, and their total length. */
export async function asrUsage(db: Database, projectId: string, visitorId?: string) {
  const [row] = await db
    .select({ count: count(), durationMs: sum(talkAsrUsage.durationMs) })
    .from(talkAsrUsage)
    .where(
      visitorId === undefined
        ? eq(talkAsrUsage.projectId, projectId)
        : and(eq(talkAsrUsage.projectId, projectId), eq(talkAsrUsage.visitorId, visitorId)),
    );
  return { count: Number(row?.count ?? 0), durationMs: Number(row?.durationMs ?? 0) };
}
