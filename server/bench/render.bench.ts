/**
 * Generation benchmark: a 1080p project of 3 scenes (avatar, title, caption, about 10 s of speech in
 * all) submitted and rendered to MP4 by the real job. Prints the render time, frames per second and
 * the ratio to real time (a ratio ≥ 1 means faster than real time).
 */
import { cpus } from 'node:os';
import { eq } from 'drizzle-orm';
import { loadCanvasKit } from '@portal/workers/node/canvaskit';
import { videoTasks } from '../src/db/schema/index';
import { seedDemoData } from '../src/db/seed/demo';
import { seedAvatarCatalogue } from '../src/services/avatars/catalogue';
import { FPS } from '../src/services/render/render-video';
import { legacyClient } from '../test/support/client';
import { startTestApp } from '../test/support/test-app';

const scene = (text: string, avatar: string) => ({
  backgroundColor: '#1e3a8a',
  voiceTexts: [text],
  virtualHuman: { nodeType: 'human', mediaUrl: `/storage/platform/avatars/${avatar}/presenting.png`, X: 1190, Y: 108, Width: 486, Height: 972, lockingWH: true },
  displayTexts: [{ nodeType: 'text', content: '数字员工 · 产品介绍', X: 96, Y: 120, Width: 960, Height: 160, FontSize: 72, FontColor: '#ffffff', Bold: true }],
  caption: { nodeType: 'caption', content: text, X: 200, Y: 950, Width: 1500, Height: 60, FontSize: 40, FontColor: '#ffffff', strokeWidth: 2 },
});

async function main() {
  const app = await startTestApp('pglite');
  try {
    await seedAvatarCatalogue(app.deps.db, app.deps.storage.store, loadCanvasKit);
    await seedDemoData(app.deps.db);
    const admin = legacyClient(app.baseUrl);
    await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' });
    const data = {
      templateName: 'web16:9',
      videoSize: { width: 1920, height: 1080 },
      personaBizId: 'vh-studio-xiaoya',
      scenes: [
        scene('大家好，欢迎来到我们的新品发布会。', 'vh-studio-xiaoya'),
        scene('今天为您介绍三项全新的功能。', 'vh-studio-yunfan'),
        scene('感谢观看，我们下次再见。', 'vh-studio-sixin'),
      ],
    };
    const project = await admin.post('/api/v1/videocreation/project/create', { data });
    const started = performance.now();
    const task = await admin.post('/api/v1/video-project/submit', { projectId: project.data.id });
    for (;;) {
      const [row] = await app.deps.db.select().from(videoTasks).where(eq(videoTasks.bizId, task.data.bizId));
      if (row?.displayStatus !== 'Running') {
        const seconds = (performance.now() - started) / 1000;
        const videoSeconds = (row?.durationMs ?? 0) / 1000;
        console.log(`cores: ${cpus().length}`);
        console.log(`status: ${row?.displayStatus}${row?.failReason ? ` (${row.failReason})` : ''}`);
        console.log(`1080p video of ${videoSeconds.toFixed(1)} s rendered in ${seconds.toFixed(1)} s: ${((videoSeconds * FPS) / seconds).toFixed(1)} frames/s, ${(videoSeconds / seconds).toFixed(2)}× real time (speech, frames and encoding)`);
        break;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    await app.close();
  }
}

await main();
