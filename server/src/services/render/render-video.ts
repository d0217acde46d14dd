import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { renderRuleMessages, resolveProjectVariables } from '@portal/contracts';
import { readProjectRenderData, spokenSceneMs, type StudioScene } from '@portal/contracts/scene/index';
import { createNodeRenderer } from '@portal/workers/node/render';
import type { Database } from '../../db/client';
import { videoTasks } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { ffmpeg, ffmpegPath, probeMedia } from '../media/ffmpeg';
import { audioMixPlan } from '@portal/workers/core/compose/audio';
import type { RenderPlan, SceneTiming } from '@portal/workers/core/compose/plan';
import { audioMixArgs, type MixClip } from './audio-mix';
import { buildEncodeCommand, sceneAudioArgs } from './encode-command';
import { toSrt } from '../speech/sentences';
import { lipSyncTrack, type SpeechDeps } from '../speech/synthesize';
import { companyPrefix } from '../storage/keys';
import { renderAssetOptions, withLocalAssets } from '../storage/local-assets';
import { releaseCredits } from './credits';
import { personaVoice, speakScene, type SceneSpeech } from './scene-speech';
import { videoFrameDecoder } from './video-frames';

export const FPS = 25;
/** Composed frames that may wait for the encoder (8 MB each at 1080p). */
const FRAMES_IN_FLIGHT = 3;

/**
 * Wall time per stage of the frame loop, for the log and the render bench: composing (the render
 * core, with the background-video frames it waits for, also counted apart as videoFrames), waiting
 * for the encoder to take a frame, and the encoder's tail after the last frame.
 */
function stageClock() {
  const totals = new Map<string, number>();
  return {
    async time<T>(stage: string, run: () => Promise<T>): Promise<T> {
      const start = performance.now();
      try {
        return await run();
      } finally {
        totals.set(stage, (totals.get(stage) ?? 0) + performance.now() - start);
      }
    },
    summary: () => [...totals].map(([stage, ms]) => `${stage} ${(ms / 1000).toFixed(1)} s`).join(', '),
  };
}

type Task = typeof videoTasks.$inferSelect;

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

async function progress(deps: SpeechDeps, task: Task, stage: Task['stage'], percent: number) {
  await deps.db
    .update(videoTasks)
    .set({ stage, progress: Math.min(100, Math.round(percent)) })
    .where(eq(videoTasks.bizId, task.bizId));
}

/**
 * Renders a task: speech per scene (durations and caption cues come from the audio), every frame
 * composed by the render core in Node (the code the browser previews with), the audio laid out
 * scene by scene, encoded to H.264/AAC MP4 by ffmpeg. A crash leaves the task Running for the
 * retried job, which starts again from nothing; a rule the data breaks ends it as Fail.
 */
export async function renderVideoTask(deps: SpeechDeps, bizId: string) {
  const [task] = await deps.db.select().from(videoTasks).where(eq(videoTasks.bizId, bizId));
  if (task?.displayStatus !== 'Running') return;
  const work = await mkdtemp(join(tmpdir(), 'render-'));
  try {
    // Template variables are applied first, so their pictures are made local like any other.
    const drawn = resolveProjectVariables(readProjectRenderData(task.snapshot).data);
    const project = await withLocalAssets(deps.storage, drawn, task.companyId);
    const scenes = project.scenes;
    if (scenes.length === 0) throw DomainError.business(400, renderRuleMessages.projectHasNoScenes);
    const defaultVoice = await personaVoice(deps, project.personaBizId);

    // 1. Speech: the scenes' audio, and the timing their plans are made with.
    const speech = await speakScenes(deps, task, scenes, defaultVoice, work);
    const timeline = speech.totalMs;

    // 2. Frames, piped to the encoder.
    const videoFrames = videoFrameDecoder(deps.storage, FPS);
    const clock = stageClock();
    const renderer = await createNodeRenderer({
      ...renderAssetOptions(deps.storage, task.companyId),
      // Inside 'compose': the part of it spent waiting for background-video frames.
      decodeVideoFrame: (url, timeMs) => clock.time('videoFrames', () => videoFrames.decode(url, timeMs)),
    });
    const out = join(work, 'video.mp4');
    try {
      const plans = renderer.plans(project, speech.timings);
      const soundtrack = await mixSoundtrack(deps, plans, speech.audio, timeline, work);
      const scale = task.resolution === 'R_4K' ? 2 : 1;
      const size = {
        width: even((plans[0]?.size.width ?? 1920) * scale),
        height: even((plans[0]?.size.height ?? 1080) * scale),
      };
      const encoder = spawn(ffmpegPath, buildEncodeCommand({ size, fps: FPS, soundtrack, out }), {
        stdio: ['pipe', 'ignore', 'pipe'],
      });
      let encoderError = '';
      encoder.stderr.on('data', (d: Buffer) => (encoderError += d.toString()));
      const finished = new Promise<void>((resolve, reject) =>
        encoder.on('close', (code) =>
          code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${encoderError.slice(0, 500)}`)),
        ),
      );
      const totalFrames = plans.reduce((n, p) => n + Math.round((p.durationMs * FPS) / 1000), 0);
      let written = 0;
      const ring = Array.from({ length: FRAMES_IN_FLIGHT + 2 }, () => Buffer.allocUnsafe(size.width * size.height * 4));
      for (const [i, plan] of plans.entries()) {
        const frames = Math.round((plan.durationMs * FPS) / 1000);
        const previous = plans[i - 1];
        for (let f = 0; f < frames; f++) {
          const { bytes } = await clock.time('compose', () =>
            renderer.renderRaw(plan, (f * 1000) / FPS, size, previous ? { previous } : {}),
          );
          // The drawn pixels are the renderer's until its next frame: the pipe gets a copy in a
          // buffer of the ring, free again once the frames written after it have gone.
          const frame = ring[written % ring.length]!;
          frame.set(bytes);
          encoder.stdin.write(frame);
          // Up to FRAMES_IN_FLIGHT frames wait in the pipe's buffer: composing runs ahead while the
          // encoder is busy, and the encoder has the next frame when composing is slow.
          while (encoder.stdin.writableLength > FRAMES_IN_FLIGHT * frame.byteLength)
            await clock.time('encoderBusy', () => new Promise((r) => encoder.stdin.once('drain', r)));
          written++;
          if (written % 25 === 0) await progress(deps, task, 'frames', 20 + (75 * written) / Math.max(1, totalFrames));
        }
      }
      encoder.stdin.end();
      await progress(deps, task, 'encoding', 96);
      await clock.time('encoderTail', () => finished);
      console.info(`[render] ${task.bizId}: ${written} frames; ${clock.summary()}`);

      // 3. Results into storage.
      const base = `${companyPrefix(task.companyId, 'GENERATED')}videos/${task.bizId}`;
      await deps.storage.store.putFile(`${base}/video.mp4`, out);
      await deps.storage.store.putBytes(
        `${base}/thumbnail.jpg`,
        (await renderer.renderThumbnail(project, 0, undefined, speech.timings)).bytes,
      );
      await deps.storage.store.putBytes(`${base}/subtitles.srt`, new TextEncoder().encode(toSrt(speech.subtitleCues)));
      await deps.db
        .update(videoTasks)
        .set({
          displayStatus: 'Finished',
          stage: 'done',
          progress: 100,
          outputKey: `${base}/video.mp4`,
          thumbnailKey: `${base}/thumbnail.jpg`,
          subtitleKey: `${base}/subtitles.srt`,
          durationMs: timeline,
          finishedAt: new Date(),
        })
        .where(eq(videoTasks.bizId, task.bizId));
    } finally {
      renderer.dispose();
      await videoFrames.close();
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    await failVideoTask(deps, task, error.message);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Background music and video sound over the speech track: the render core's audio mix plan of each
 * scene (its voice clip aside, which is the speech), at the scene's place on the timeline. Clips of
 * files without sound are left out. Answers the speech track itself when there is nothing to mix.
 */
async function mixSoundtrack(
  deps: SpeechDeps,
  plans: RenderPlan[],
  speech: string,
  totalMs: number,
  work: string,
): Promise<string> {
  const clips: MixClip[] = [];
  let offset = 0;
  for (const plan of plans) {
    const mix = audioMixPlan(plan).filter((clip, i) => i >= plan.audio.length || clip.loop);
    for (const clip of mix) {
      const key = deps.storage.keyOfStoredPath(clip.url);
      if (!key || (await deps.storage.store.size(key)) === null) continue;
      const path = await deps.storage.store.localPath(key);
      const probe = await probeMedia(path).catch(() => null);
      if (!probe?.audioCodec) continue;
      const end = Math.min(clip.endMs, plan.durationMs);
      clips.push({
        path,
        offsetMs: offset + clip.startMs,
        durationMs: end - clip.startMs,
        sourceFromMs: clip.sourceFromMs,
        volume: clip.volume,
        loop: clip.loop,
      });
    }
    offset += plan.durationMs;
  }
  if (clips.length === 0) return speech;
  const out = join(work, 'soundtrack.wav');
  await ffmpeg(audioMixArgs(speech, totalMs, clips, out));
  return out;
}

interface SpokenScenes {
  /** Per scene, what its speech decided: length, caption cues, lip-sync. */
  timings: SceneTiming[];
  /** The whole speech track, the scenes' audio one after another. */
  audio: string;
  totalMs: number;
  subtitleCues: { index: number; text: string; startMs: number; endMs: number }[];
}

/**
 * Speaks every scene into the work folder and answers the timing of each beside the scenes, which
 * are only read: the plans are made from both (render core plan-from-scene.ts).
 */
async function speakScenes(
  deps: SpeechDeps,
  task: Task,
  scenes: readonly StudioScene[],
  defaultVoice: string,
  work: string,
): Promise<SpokenScenes> {
  await progress(deps, task, 'speech', 1);
  const parts: string[] = [];
  const timings: SceneTiming[] = [];
  const subtitleCues: SpokenScenes['subtitleCues'] = [];
  let totalMs = 0;
  for (const [i, scene] of scenes.entries()) {
    const speech = await speakScene(deps, task.companyId, scene, scene.tts?.voiceBizId ?? defaultVoice, work, i);
    const durationMs = spokenSceneMs(speech.durationMs, scene.durationMilliseconds);
    const padded = join(work, `padded-${i}.wav`);
    await ffmpeg(sceneAudioArgs(speech.wavPath, durationMs, padded));
    parts.push(padded);
    const lips = scene.virtualHuman && speech.wavPath ? await lipSync(deps, task, padded, speech, i) : {};
    timings.push({ durationMs, cues: speech.cues, ...lips });
    for (const cue of speech.cues)
      subtitleCues.push({
        index: subtitleCues.length + 1,
        text: cue.text,
        startMs: totalMs + cue.startMs,
        endMs: totalMs + cue.endMs,
      });
    totalMs += durationMs;
    await progress(deps, task, 'speech', 1 + (19 * (i + 1)) / Math.max(1, scenes.length));
  }
  const list = join(work, 'audio.txt');
  await writeFile(list, parts.map((p) => `file '${p}'`).join('\n'));
  const audio = join(work, 'audio.wav');
  await ffmpeg(['-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', audio]);
  return { timings, audio, totalMs, subtitleCues };
}

/**
 * The avatar's lip-sync for a scene: the speech's own track (phoneme-timed for the local engine),
 * else visemes from the scene's audio (energy and spectrum, core avatar/visemes.ts); gestures at its
 * sentence starts; kept beside the render's audio as JSON.
 */
async function lipSync(
  deps: SpeechDeps,
  task: Task,
  wav: string,
  speech: SceneSpeech,
  index: number,
): Promise<Pick<SceneTiming, 'visemes' | 'sentenceStarts' | 'gestures'>> {
  // Audio the engine named no phonemes for: visemes from the padded scene audio's energy, read as it is.
  const track = speech.visemes.length > 0 ? speech.visemes : lipSyncTrack(await readFile(wav), undefined);
  const visemes = track.map(({ ms, v }): [number, number] => [ms, v]);
  const sentenceStarts = speech.cues.map((c) => c.startMs);
  const key = `${companyPrefix(task.companyId, 'GENERATED')}videos/${task.bizId}/scene-${index + 1}.visemes.json`;
  const gestures = speech.gestures;
  await deps.storage.store.putBytes(
    key,
    new TextEncoder().encode(JSON.stringify({ visemes, sentenceStarts, ...(gestures ? { gestures } : {}) })),
  );
  return { visemes, sentenceStarts, ...(gestures ? { gestures } : {}) };
}

/** Ends a task as Fail with a reason and gives its credits back. */
export async function failVideoTask(deps: Pick<SpeechDeps, 'db'>, task: Task, reason: string) {
  // Only a Running task moves to Fail, so its credits are given back exactly once; both in one
  // transaction, so nobody reads a failed task whose credits are still taken, and a crash between
  // the two cannot keep them.
  await deps.db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const ended = await t
      .update(videoTasks)
      .set({ displayStatus: 'Fail', stage: 'failed', failReason: reason, finishedAt: new Date() })
      .where(and(eq(videoTasks.bizId, task.bizId), eq(videoTasks.displayStatus, 'Running')))
      .returning({ bizId: videoTasks.bizId });
    if (ended.length > 0)
      await releaseCredits(t, { companyId: task.companyId, userId: task.userId }, task.reservedCredits);
  });
}
