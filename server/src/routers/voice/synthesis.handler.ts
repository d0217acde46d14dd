import { eq, and } from 'drizzle-orm';
import { speechRuleMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { ttsTasks } from '../../db/schema/index';
import { DomainError } from '../../services/domain-error';
import { asUuid } from '../../services/ids';
import { TTS_ASYNC_JOB } from '../../services/speech/job-names';
import { splitSentences, toSrt, toVtt, type TimedSentence } from '../../services/speech/sentences';
import { findVoice, synthesizeToStorage, toEngineSsml, type SpeechSettings } from '../../services/speech/synthesize';
import { personaVoice, sceneVoice } from '../../services/render/scene-speech';

type Ctx = Pick<Context, 'db' | 'storage' | 'speech' | 'queue' | 'request'> & { user: SessionUser };

/** What an audition says when no text is given. */
export const DEMO_TEXT = '您好，我是您的数字员工，很高兴为您服务。';

/** voice/new/demo: an audition of a voice with its settings, WAV at 16000 Hz by default (001 §7). */
export async function voiceNewDemoHandler({ ctx, input }: { ctx: Ctx; input: SpeechSettings & { text?: string | undefined; sampleRate: number } }) {
  const { key, durationMs, sampleRate } = await synthesizeToStorage(ctx, ctx.user.companyId, input.text || DEMO_TEXT, input);
  return { audioUrl: ctx.storage.urlOf(key, ctx.request.origin), durationMs, sampleRate };
}

/** voice/scene-speech: the scene's voice as the render speaks it, with its lip-sync track, for the editor preview. */
export async function voiceSceneSpeechHandler({ ctx, input }: { ctx: Ctx; input: Omit<SpeechSettings, 'voiceBizId'> & { voiceBizId?: string | undefined; personaBizId?: string | undefined; text: string } }) {
  const voiceBizId = input.voiceBizId ?? (await personaVoice(ctx, input.personaBizId));
  const voice = await sceneVoice(ctx, ctx.user.companyId, input.text, { ...input, voiceBizId });
  return {
    audioUrl: voice.key ? ctx.storage.urlOf(voice.key, ctx.request.origin) : null,
    durationMs: voice.durationMs,
    visemes: voice.visemes.map(({ ms, v }) => [ms, v] as [number, number]),
    sentenceStarts: voice.cues.map((c) => c.startMs),
  };
}

/** /voice/tts-async: a durable synthesis job; poll GET /voice/get-async-result. */
export async function voiceTtsAsyncHandler({ ctx, input }: { ctx: Ctx; input: SpeechSettings & { text: string } }) {
  const voice = await findVoice(ctx.db, ctx.user.companyId, input.voiceBizId);
  toEngineSsml(input.text, voice.languageCode, voice.languageCode);
  const [task] = await ctx.db.insert(ttsTasks).values({ companyId: ctx.user.companyId, userId: ctx.user.id, request: { ...input } }).returning({ id: ttsTasks.id });
  await ctx.queue.send(TTS_ASYNC_JOB, { taskId: task!.id }, { singletonKey: task!.id });
  return { taskId: task!.id };
}

export async function voiceGetAsyncResultHandler({ ctx, input }: { ctx: Ctx; input: { taskId: string | number } }) {
  const id = asUuid(input.taskId);
  const [task] = id ? await ctx.db.select().from(ttsTasks).where(and(eq(ttsTasks.id, id), eq(ttsTasks.companyId, ctx.user.companyId))) : [];
  if (!task) throw DomainError.business(404, speechRuleMessages.taskNotFound);
  return {
    taskId: task.id,
    status: task.status,
    audioUrl: task.audioKey ? ctx.storage.urlOf(task.audioKey, ctx.request.origin) : null,
    durationMs: task.durationMs,
    failReason: task.failReason,
  };
}

/**
 * voice/get-subtitle: sentences of 2–15 characters, each synthesised on its own (and cached), so
 * every start and end time is the audio's own.
 */
export async function voiceGetSubtitleHandler({ ctx, input }: { ctx: Ctx; input: SpeechSettings & { text: string; minLength: number; maxLength: number } }) {
  const sentences = splitSentences(input.text, Math.min(input.minLength, input.maxLength), input.maxLength);
  if (sentences.length === 0) throw DomainError.invalidInput(speechRuleMessages.textEmpty);
  const timed: TimedSentence[] = [];
  let at = 0;
  for (const [i, text] of sentences.entries()) {
    const { durationMs } = await synthesizeToStorage(ctx, ctx.user.companyId, text, input);
    timed.push({ index: i + 1, text, startMs: at, endMs: at + durationMs });
    at += durationMs;
  }
  return { sentences: timed, srt: toSrt(timed), vtt: toVtt(timed), durationMs: at };
}

/** voice/time/prediction: the spoken duration, measured by synthesising (cached) at volume 50 by default. */
export async function voiceTimePredictionHandler({ ctx, input }: { ctx: Ctx; input: SpeechSettings & { text: string } }) {
  const { durationMs } = await synthesizeToStorage(ctx, ctx.user.companyId, input.text, { volume: 50, ...input });
  return { durationMs };
}
