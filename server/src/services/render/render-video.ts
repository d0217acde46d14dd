import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { renderRuleMessages, resolveProjectVariables } from '@portal/contracts';
import { readProjectRenderData, type StudioScene } from '@portal/contracts/scene/index';
import { createNodeRenderer } from '@portal/workers/node/render';
import { videoTasks } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { ffmpeg, ffmpegPath, probeMedia } from '../media/ffmpeg';
import { audioMixPlan } from '@portal/workers/core/compose/audio';
import type { RenderPlan } from '@portal/workers/core/compose/plan';
import { audioMixArgs, type MixClip } from './audio-mix';
import { toSrt } from '../speech/sentences';
import { lipSyncTrack, type SpeechDeps } from '../speech/synthesize';
import { companyPrefix } from '../storage/keys';
import { renderAssetOptions, withLocalAssets } from '../storage/local-assets';
import { releaseCredits } from './credits';
import { personaVoice, speakScene, type SceneSpeech } from './scene-speech';
import { videoFrameDecoder } from './video-frames';

export const FPS = 25;
/** Silence after the last word of a scene, and the shortest a scene may be. */
const TAIL_MS = 300;
const MIN_SCENE_MS = 1500;

type Task = typeof videoTasks.$inferSelect;

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

async function progress(deps: SpeechDeps, task: Task, stage: Task['stage'], percent: number) {
  await deps.db.update(videoTasks).set({ stage, progress: Math.min(100, Math.round(percent)) }).where(eq(videoTasks.bizId, task.bizId));
}

/**
 * Renders a task: speech per scene (durations and caption cues come from the audio), every frame
 * composed by the render core in Node (the code the browser previews with), the audio laid out
 * scene by scene, encoded to H.264/AAC MP4 by ffmpeg. A crash leaves the task Running for the
 * retried job, which starts again from nothing; a rule the data breaks ends it as Fail.
 */
export async function renderVideoTask(deps: SpeechDeps, bizId: string) {
  const [task] = await deps.db.select().from(videoTasks).where(eq(videoTasks.bizId, bizId));
  if (!task || task.displayStatus !== 'Running') return;
  const work = await mkdtemp(join(tmpdir(), 'render-'));
  try {
    // Template variables are applied first, so their pictures are made local like any other.
    const drawn = resolveProjectVariables(readProjectRenderData(task.snapshot).data);
    const project = await withLocalAssets(deps.storage, drawn, task.companyId);
    const scenes = project.scenes;
    const defaultVoice = await personaVoice(deps, project.personaBizId);

    // 1. Speech.
    await progress(deps, task, 'speech', 1);
    const audioParts: string[] = [];
    const subtitleCues: { index: number; text: string; startMs: number; endMs: number }[] = [];
    let timeline = 0;
    for (const [i, scene] of scenes.entries()) {
      const voice = scene.tts?.voiceBizId ?? defaultVoice;
      const speech = await speakScene(deps, task.companyId, scene, voice, work, i);
      const stated = scene.durationMilliseconds ?? 0;
      const duration = Math.max(MIN_SCENE_MS, speech.durationMs > 0 ? speech.durationMs + TAIL_MS : stated || 3000);
      scene.durationMilliseconds = duration;
      if (scene.caption) scene.caption.cues = speech.cues;
      const padded = join(work, `padded-${i}.wav`);
      const source = speech.wavPath ? ['-i', speech.wavPath] : ['-f', 'lavfi', '-i', 'anullsrc=r=22050:cl=mono'];
      // apad pads endlessly and -t cuts at the scene length (the bundled ffmpeg 4.1 has no whole_dur).
      await ffmpeg([...source, '-af', 'apad', '-t', String(duration / 1000), '-ar', '22050', '-ac', '1', '-c:a', 'pcm_s16le', padded]);
      audioParts.push(padded);
      if (scene.virtualHuman && speech.wavPath) await lipSync(deps, task, scene.virtualHuman, padded, speech, i);
      for (const cue of speech.cues) subtitleCues.push({ index: subtitleCues.length + 1, text: cue.text, startMs: timeline + cue.startMs, endMs: timeline + cue.endMs });
      timeline += duration;
      await progress(deps, task, 'speech', 1 + (19 * (i + 1)) / Math.max(1, scenes.length));
    }
    if (scenes.length === 0) throw DomainError.business(400, renderRuleMessages.projectHasNoScenes);
    const audioList = join(work, 'audio.txt');
    await writeFile(audioList, audioParts.map((p) => `file '${p}'`).join('\n'));
    const audio = join(work, 'audio.wav');
    await ffmpeg(['-f', 'concat', '-safe', '0', '-i', audioList, '-c', 'copy', audio]);

    // 2. Frames, piped to the encoder.
    const videoFrames = videoFrameDecoder(deps.storage, FPS);
    const renderer = await createNodeRenderer({ ...renderAssetOptions(deps.storage, task.companyId), decodeVideoFrame: videoFrames.decode });
    const out = join(work, 'video.mp4');
    try {
      const plans = renderer.plans(project);
      const soundtrack = await mixSoundtrack(deps, plans, audio, timeline, work);
      const scale = task.resolution === 'R_4K' ? 2 : 1;
      const size = { width: even((plans[0]?.size.width ?? 1920) * scale), height: even((plans[0]?.size.height ?? 1080) * scale) };
      // Raw RGBA frames: no image encoding between the composer and the video encoder.
      const encoder = spawn(ffmpegPath, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${size.width}x${size.height}`, '-framerate', String(FPS), '-i', '-', '-i', soundtrack, '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k', '-shortest', '-movflags', '+faststart', out], { stdio: ['pipe', 'ignore', 'pipe'] });
      let encoderError = '';
      encoder.stderr.on('data', (d: Buffer) => (encoderError += d.toString()));
      const finished = new Promise<void>((resolve, reject) => encoder.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${encoderError.slice(0, 500)}`)))));
      const totalFrames = plans.reduce((n, p) => n + Math.round((p.durationMs * FPS) / 1000), 0);
      let written = 0;
      for (const [i, plan] of plans.entries()) {
        const frames = Math.round((plan.durationMs * FPS) / 1000);
        const previous = plans[i - 1];
        for (let f = 0; f < frames; f++) {
          const { bytes } = await renderer.renderPlan(plan, (f * 1000) / FPS, size, 'rgba', previous ? { previous } : {});
          if (!encoder.stdin.write(bytes)) await new Promise((r) => encoder.stdin.once('drain', r));
          written++;
          if (written % 25 === 0) await progress(deps, task, 'frames', 20 + (75 * written) / Math.max(1, totalFrames));
        }
      }
      encoder.stdin.end();
      await progress(deps, task, 'encoding', 96);
      await finished;

      // 3. Results into storage.
      const base = `${companyPrefix(task.companyId, 'GENERATED')}videos/${task.bizId}`;
      await deps.storage.store.putFile(`${base}/video.mp4`, out);
      await deps.storage.store.putBytes(`${base}/thumbnail.jpg`, (await renderer.renderThumbnail(project, 0)).bytes);
      await deps.storage.store.putBytes(`${base}/subtitles.srt`, new TextEncoder().encode(toSrt(subtitleCues)));
      await deps.db
        .update(videoTasks)
        .set({ displayStatus: 'Finished', stage: 'done', progress: 100, outputKey: `${base}/video.mp4`, thumbnailKey: `${base}/thumbnail.jpg`, subtitleKey: `${base}/subtitles.srt`, durationMs: timeline, finishedAt: new Date() })
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
async function mixSoundtrack(deps: SpeechDeps, plans: RenderPlan[], speech: string, totalMs: number, work: string): Promise<string> {
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
      clips.push({ path, offsetMs: offset + clip.startMs, durationMs: end - clip.startMs, sourceFromMs: clip.sourceFromMs, volume: clip.volume, loop: clip.loop });
    }
    offset += plan.durationMs;
  }
  if (clips.length === 0) return speech;
  const out = join(work, 'soundtrack.wav');
  await ffmpeg(audioMixArgs(speech, totalMs, clips, out));
  return out;
}

/**
 * The avatar's lip-sync for a scene: the speech's own track (phoneme-timed for the local engine),
 * else visemes from the scene's audio (energy and spectrum, core avatar/visemes.ts); gestures at its
 * sentence starts; kept beside the render's audio as JSON.
 */
async function lipSync(deps: SpeechDeps, task: Task, human: NonNullable<StudioScene['virtualHuman']>, wav: string, speech: SceneSpeech, index: number) {
  // Audio the engine named no phonemes for: visemes from the padded scene audio's energy, read as it is.
  const track = speech.visemes.length > 0 ? speech.visemes : lipSyncTrack(await readFile(wav), undefined);
  const cues = speech.cues;
  human.visemes = track.map(({ ms, v }) => [ms, v] as [number, number]);
  human.sentenceStarts = cues.map((c) => c.startMs);
  const key = `${companyPrefix(task.companyId, 'GENERATED')}videos/${task.bizId}/scene-${index + 1}.visemes.json`;
  await deps.storage.store.putBytes(key, new TextEncoder().encode(JSON.stringify({ visemes: human.visemes, sentenceStarts: human.sentenceStarts })));
}

/** Ends a task as Fail with a reason and gives its credits back. */
export async function failVideoTask(deps: Pick<SpeechDeps, 'db'>, task: Task, reason: string) {
  // Only a Running task moves to Fail, so its credits are given back exactly once.
  const ended = await deps.db
    .update(videoTasks)
    .set({ displayStatus: 'Fail', stage: 'failed', failReason: reason, finishedAt: new Date() })
    .where(and(eq(videoTasks.bizId, task.bizId), eq(videoTasks.displayStatus, 'Running')))
    .returning();
  if (ended.length > 0) await releaseCredits(deps.db, { companyId: task.companyId, userId: task.userId }, task.reservedCredits);
}
