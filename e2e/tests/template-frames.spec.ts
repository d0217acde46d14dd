import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext } from './support/portal';
import { allTemplateFrames } from '../support/env';
import { ffmpegPath } from './support/media-tools';
import { loginWithPassword } from './support/session';

const framesDir = fileURLToPath(new URL('../screenshots/templates/', import.meta.url));

interface TemplateView {
  id: string;
  title: string;
  kind: string;
  exclusive: boolean;
}
interface Scene {
  title?: string;
  transition?: unknown;
  virtualHuman?: unknown;
  voiceTexts?: unknown[];
}
interface ProjectData {
  scenes: Scene[];
  videoSize: { width: number; height: number };
}

async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const body = (await (await request.post(path, { data })).json()) as { code: number; message: string; data: T };
  expect(body.code, `${path}: ${body.message}`).toBe(200);
  return body.data;
}

/** The first sentence of a scene's spoken text (a string or a {text} paragraph). */
function firstSentence(voiceText: unknown): string {
  const text =
    typeof voiceText === 'string' ? voiceText : String((voiceText as { text?: unknown } | undefined)?.text ?? '');
  return /^[^。！？!?]*[。！？!?]?/.exec(text)![0] || text;
}

/** Start times (s) of the SRT's cues with their text. */
function srtCues(srt: string): { start: number; text: string }[] {
  return srt
    .split(/\r?\n\r?\n/)
    .map((block) => block.trim().split(/\r?\n/))
    .filter((lines) => lines.length >= 3)
    .map((lines) => {
      const [h, m, s, ms] = lines[1]!.split(' --> ')[0]!.split(/[:,]/).map(Number);
      return { start: h! * 3600 + m! * 60 + s! + ms! / 1000, text: lines.slice(2).join('') };
    });
}

/**
 * Every platform template through the real render path, one MP4 per screen kind so the renders stay
 * few: each template of the kind gives one scene (the designed templates take turns over their five
 * scene kinds, so every kind of scene is seen), the server speaks and renders the project, and one
 * frame per template, taken after its scene's entrances have settled, goes to
 * e2e/screenshots/templates/ for people to look at.
 */
test('template frames: every platform template renders to MP4, one frame each', async ({ page }) => {
  test.setTimeout(10 * 60_000);
  await loginWithPassword(page, 'admin@demo.local');
  const { request } = page;
  const { list } = await post<{ list: TemplateView[] }>(
    request,
    '/api/v1/videocreation/studiotemplate/exclusive/list',
    {
      pageSize: 100,
    },
  );
  const platform = list.filter((t) => !t.exclusive).reverse(); // oldest first: the first templates, then the designs
  expect(platform.length).toBeGreaterThanOrEqual(28);

  // In the suite, the first screen kind (its first template and one design per style); all kinds for review.
  const kinds = [...new Set(platform.map((t) => t.kind))].slice(0, allTemplateFrames ? undefined : 1);
  const renders: { kind: string; bizId: string; picked: { template: TemplateView; scene: Scene }[] }[] = [];
  // A background (custom) template has no presenter and a video needs one (the scene check): it gets
  // the presenter of a template of its size — the first templates' for the first ones, a designed one's
  // for the designed — where a user would put theirs. Custom kinds come last, so both are known.
  const firstPresenter = new Map<string, unknown>();
  const lastPresenter = new Map<string, unknown>();
  for (const kind of kinds) {
    const picked: { template: TemplateView; scene: Scene }[] = [];
    let base: { id: string; version: number; data: ProjectData } | undefined;
    for (const template of platform.filter((t) => t.kind === kind)) {
      const project = await post<{ id: string; version: number; data: ProjectData }>(
        request,
        '/api/v1/videocreation/project/create',
        { templateId: template.id, title: `模板画面 ${kind}` },
      );
      base ??= project;
      const scenes = project.data.scenes;
      const { transition: _cut, ...scene } = scenes[platform.indexOf(template) % scenes.length]!;
      // Its first sentence is enough to show the scene settled: the renders stay short.
      scene.voiceTexts = [firstSentence(scene.voiceTexts?.[0])];
      const size = `${project.data.videoSize.width}x${project.data.videoSize.height}`;
      if (scene.virtualHuman) {
        if (!firstPresenter.has(size)) firstPresenter.set(size, scene.virtualHuman);
        lastPresenter.set(size, scene.virtualHuman);
      } else scene.virtualHuman = (template.title.includes('·') ? lastPresenter : firstPresenter).get(size);
      expect(scene.virtualHuman, `${template.title}: a presenter to show`).toBeTruthy();
      picked.push({ template, scene });
    }
    await post(request, '/api/v1/videocreation/project/update', {
      id: base!.id,
      version: base!.version,
      data: { ...base!.data, scenes: picked.map((p) => p.scene) },
    });
    const task = await post<{ bizId: string }>(request, '/api/v1/video-project/submit', { projectId: base!.id });
    renders.push({ kind, bizId: task.bizId, picked });
  }

  rmSync(framesDir, { recursive: true, force: true });
  mkdirSync(framesDir, { recursive: true });
  const index: string[] = [];
  let n = 0;
  for (const { kind, bizId, picked } of renders) {
    await expect
      .poll(
        async () =>
          (
            (await (await request.get(`/api/v1/video-project/get-progress-info?bizId=${bizId}`)).json()) as {
              data: { displayStatus: string };
            }
          ).data.displayStatus,
        { timeout: 300_000, intervals: [1000] },
      )
      .toBe('Finished');
    const { records } = await post<{
      records: { bizId: string; videoUrl: string; subtitleUrl: string; durationMs: number }[];
    }>(request, '/api/v1/video-project/get-task-list', { keyword: `模板画面 ${kind}`, pageIndex: 1, pageSize: 50 });
    const done = records.find((r) => r.bizId === bizId)!;
    const video = test.info().outputPath(`${bizId}.mp4`);
    writeFileSync(video, await (await request.get(done.videoUrl)).body());
    // Where each scene starts: the first caption cue of its spoken sentence.
    const cues = srtCues(await (await request.get(done.subtitleUrl)).text());
    const starts = picked.map(({ scene }) => {
      const spoken = String(scene.voiceTexts?.[0] ?? '');
      return Math.min(...cues.filter((c) => spoken.includes(c.text.trim())).map((c) => c.start));
    });
    for (const [i, { template, scene }] of picked.entries()) {
      const start = i === 0 ? 0 : starts[i]!;
      const end = starts[i + 1] ?? done.durationMs / 1000;
      expect(end - start, `${template.title}: scene found in the captions`).toBeGreaterThan(0.5);
      // After the entrances (all settled by 1.3 s), before the scene ends.
      const at = (start + Math.min(1.8, (end - start) * 0.7)).toFixed(2);
      const name = `${String(++n).padStart(2, '0')}-${template.title}-${scene.title ?? ''}.png`;
      execFileSync(ffmpegPath, [
        '-y',
        '-loglevel',
        'error',
        '-ss',
        at,
        '-i',
        video,
        '-frames:v',
        '1',
        framesDir + name,
      ]);
      // A designed frame is far from a flat colour: its PNG holds shapes, text and the presenter.
      expect(statSync(framesDir + name).size).toBeGreaterThan(20_000);
      index.push(`${name}\t${kind}\t${at} s`);
    }
  }
  writeFileSync(`${framesDir}index.tsv`, `${index.join('\n')}\n`);
  expect(index).toHaveLength(platform.filter((t) => kinds.includes(t.kind)).length);
});
