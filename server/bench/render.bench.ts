/**
 * Generation benchmark: a 1080p project of 3 scenes (a 1080p background video, avatar, title, caption,
 * about a minute of speech in all) submitted and rendered to MP4 by the real job. Prints the render
 * time, frames per second and the ratio to real time (a ratio ≥ 1 means faster than real time).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { loadCanvasKit } from '@portal/workers/node/canvaskit';
import { videoTasks } from '../src/db/schema/index';
import { seedDemoData } from '../src/db/seed/demo';
import { seedAvatarCatalogue } from '../src/services/avatars/catalogue';
import { ffmpeg } from '../src/services/media/ffmpeg';
import { FPS } from '../src/services/render/render-video';
import { legacyClient } from '../test/support/client';
import { startTestApp } from '../test/support/test-app';

const scene = (text: string, avatar: string, backgroundVideo: string) => ({
  backgroundColor: '#1e3a8a',
  backgroundVideo: { mediaUrl: backgroundVideo },
  voiceTexts: [text],
  virtualHuman: {
    nodeType: 'human',
    mediaUrl: `/storage/platform/avatars/${avatar}/presenting.png`,
    X: 1190,
    Y: 108,
    Width: 486,
    Height: 972,
    lockingWH: true,
  },
  displayTexts: [
    {
      nodeType: 'text',
      content: '数字员工 · 产品介绍',
      X: 96,
      Y: 120,
      Width: 960,
      Height: 160,
      FontSize: 72,
      FontColor: '#ffffff',
      Bold: true,
    },
  ],
  caption: {
    nodeType: 'caption',
    content: text,
    X: 200,
    Y: 950,
    Width: 1500,
    Height: 60,
    FontSize: 40,
    FontColor: '#ffffff',
    strokeWidth: 2,
  },
});

// About twenty seconds of speech each.
const FIRST =
  '大家好，欢迎来到我们的新品发布会。今天我们将为您介绍数字员工平台的全新版本。它可以帮助企业快速制作营销视频，让每一位员工都拥有自己的数字分身，随时随地为客户讲解产品。';
const SECOND =
  '第一项功能是智能脚本。您只需要输入产品的卖点，系统就会生成适合短视频的文案。第二项功能是多场景编辑，每个场景都可以设置不同的背景、文字和动画效果，让视频更加生动。';
const THIRD =
  '第三项功能是一键生成。提交之后，系统会自动合成语音、字幕和画面，几分钟内就能得到高清视频。感谢您的观看，欢迎联系我们的顾问了解更多信息，我们下次再见。';

async function main() {
  const scratch = mkdtempSync(join(tmpdir(), 'render-bench-'));
  const app = await startTestApp('pglite');
  try {
    await seedAvatarCatalogue(app.deps.db, app.deps.storage.store, loadCanvasKit);
    await seedDemoData(app.deps.db);
    const admin = legacyClient(app.baseUrl);
    await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' });
    // A moving 1080p clip, shorter than the scenes, so the render decodes it and then holds its last frame.
    const clip = join(scratch, 'background.mp4');
    await ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'testsrc2=duration=12:size=1920x1080:rate=25',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-pix_fmt',
      'yuv420p',
      clip,
    ]);
    const form = new FormData();
    form.set('ossPathType', 'MATERIAL');
    form.set('file', new Blob([readFileSync(clip)]), 'background.mp4');
    const cookie = [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const stored = (await (
      await fetch(`${app.baseUrl}/api/v1/media/onlyUpload`, { method: 'POST', body: form, headers: { cookie } })
    ).json()) as { data: { key: string } };
    const background = `/storage/${stored.data.key}`;
    const data = {
      templateName: 'web16:9',
      videoSize: { width: 1920, height: 1080 },
      personaBizId: 'vh-studio-xiaoya',
      scenes: [
        scene(FIRST, 'vh-studio-xiaoya', background),
        scene(SECOND, 'vh-studio-yunfan', background),
        scene(THIRD, 'vh-studio-sixin', background),
      ],
    };
    const project = await admin.post('/api/v1/videocreation/project/create', { data });
    const started = performance.now();
    const task = await admin.post('/api/v1/video-project/submit', { projectId: project.data.id });
    const stages = new Map<string, number>();
    for (;;) {
      const [row] = await app.deps.db.select().from(videoTasks).where(eq(videoTasks.bizId, task.data.bizId));
      if (row && !stages.has(row.stage)) stages.set(row.stage, performance.now());
      if (row?.displayStatus !== 'Running') {
        const seconds = (performance.now() - started) / 1000;
        const videoSeconds = (row?.durationMs ?? 0) / 1000;
        console.log(`cores: ${cpus().length}`);
        const marks = [...stages.entries(), ['end', performance.now()] as const];
        console.log(
          `stages: ${marks
            .slice(0, -1)
            .map(([stage, at], i) => `${stage} ${((marks[i + 1]![1] - at) / 1000).toFixed(1)} s`)
            .join(', ')}`,
        );
        console.log(`status: ${row?.displayStatus}${row?.failReason ? ` (${row.failReason})` : ''}`);
        const bytes = row?.outputKey ? await app.deps.storage.store.size(row.outputKey) : null;
        if (bytes !== null)
          console.log(
            `MP4: ${(bytes / 1e6).toFixed(1)} MB, ${((bytes * 8) / 1e3 / Math.max(1, videoSeconds)).toFixed(0)} kbit/s`,
          );
        console.log(
          `1080p video of ${videoSeconds.toFixed(1)} s rendered in ${seconds.toFixed(1)} s: ${((videoSeconds * FPS) / seconds).toFixed(1)} frames/s, ${(videoSeconds / seconds).toFixed(2)}× real time (speech, frames and encoding)`,
        );
        break;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    await app.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
