import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteWhenTestEnds, expect, test as base, type Browser, type Page } from './support/portal';
import { loginWithPassword, screenshotPath } from './support/session';
import { durationMs, padded, speak } from '../support/spoken-wav';

/**
 * A visitor talks to a published card hands-free (issue #24): Chromium's fake microphone plays an
 * eSpeak NG recording of the FAQ question in a loop; the page's voice detector (Silero, served from
 * our origin) cuts the utterance, the portal sends it to the loopback recogniser (which hears a
 * voiced 16 kHz utterance as that question), the FAQ answer is spoken and lip-synced, and the
 * question heard again while the answer plays interrupts it (barge-in).
 */
const { question, answer } = JSON.parse(
  readFileSync(new URL('../support/voice-question.json', import.meta.url), 'utf8'),
) as { question: string; answer: string };

/** Silence after the question before the fake microphone loops: the answer is playing when it is asked again. */
const TAIL_MS = 8000;
const LEAD_MS = 500;

const test = base.extend<object, { questionWav: { path: string; answerMs: number } }>({
  questionWav: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use) => {
      const voice = await speak(question);
      const path = join(mkdtempSync(join(tmpdir(), 'portal-voice-')), 'question.wav');
      writeFileSync(path, padded(voice, LEAD_MS, TAIL_MS));
      // About how long the answer lasts spoken by the same engine: what the waits allow for.
      await use({ path, answerMs: durationMs(await speak(answer)) });
    },
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({ launchOptions, questionWav }, use) => {
      await use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          '--use-fake-device-for-media-stream',
          '--use-fake-ui-for-media-stream',
          `--use-file-for-fake-audio-capture=${questionWav.path}`,
          '--autoplay-policy=no-user-gesture-required',
        ],
      });
    },
    { scope: 'worker' },
  ],
});

type Box = { x: number; y: number; width: number; height: number };

/**
 * Where the character's mouth is on the page: the canvas covers the human's box at the project's
 * aspect, the character art (540×960) sits contained in the human element, the mouth at (0.5, 0.385)
 * of the art (workers/src/core/avatar/rig.ts).
 */
function mouthRegion(box: Box, video: { width: number; height: number }, human: Box): Box {
  const s = Math.max(box.width / video.width, box.height / video.height);
  const ox = box.x + (box.width - video.width * s) / 2;
  const oy = box.y + (box.height - video.height * s) / 2;
  const a = Math.min(human.width / 540, human.height / 960);
  const artX = human.x + (human.width - 540 * a) / 2;
  const artY = human.y + (human.height - 960 * a) / 2;
  const cx = ox + (artX + 270 * a) * s;
  const cy = oy + (artY + 0.385 * 960 * a) * s;
  const w = 0.2 * 540 * a * s;
  const h = 0.09 * 960 * a * s;
  return { x: cx - w / 2, y: cy - h / 2, width: w, height: h };
}

/** Pixels of the open mouth's dark red (rig.ts #5a1e22) in a PNG, counted by the page's own decoder. */
const openMouthPixels = (page: Page, png: Buffer) =>
  page.evaluate(async (b64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${b64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    let n = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (Math.abs(data[i]! - 0x5a) < 24 && Math.abs(data[i + 1]! - 0x1e) < 24 && Math.abs(data[i + 2]! - 0x22) < 24)
        n++;
    }
    return n;
  }, png.toString('base64'));

/** A card from the 9:16 template with its persona and one FAQ, trained and published, through the API. */
async function publishedCard(page: Page) {
  await loginWithPassword(page, 'admin@demo.local');
  const api = async (path: string, data?: unknown) => {
    const res = data === undefined ? await page.request.get(path) : await page.request.post(path, { data });
    const body = await res.json();
    expect(body.code, `${path}: ${body.message}`).toBe(200);
    return body.data;
  };
  const { projectId } = await api('/api/talk/project/create', { templateBizId: 'rtc-tpl-card', title: '语音名片' });
  // Deleting it also gives back the digital card (quota 23) its publishing holds.
  deleteWhenTestEnds(page.request, projectId);
  await api('/api/talk/project/update', {
    projectId,
    csPersonDesign: {
      displayName: '小安',
      roles: ['前台'],
      industryKnowledge: '门店接待',
      workTasks: '解答营业时间等常见问题',
      concernUseInfo: '来访目的',
      personaStyle: 'gentle',
    },
  });
  await api('/api/talk/faq/create', {
    projectId,
    standardQuestion: question,
    similarQuestions: ['几点开门', '晚上几点关门'],
    standardAnswers: [answer],
    isRecommend: true,
  });
  const task = await api('/api/talk/nlu/task/submit', { projectId });
  await expect(async () => {
    expect((await api(`/api/talk/nlu/task/get?taskId=${task.taskId}`)).status).toBeGreaterThanOrEqual(2);
  }).toPass({ timeout: 30_000 });
  const share = new URL((await api('/api/v1/talk/project/v2/publish', { projectId })).shareUrl);
  const project = await api(`/api/talk/project/get?projectId=${projectId}`);
  const canvas = JSON.parse(project.dataJson);
  const element = canvas.iceScenes.virtualHuman as { X: number; Y: number; Width: number; Height: number };
  return {
    path: `${share.pathname}${share.search}`,
    videoSize: (project.videoSize ?? canvas.videoSize) as { width: number; height: number },
    human: { x: element.X, y: element.Y, width: element.Width, height: element.Height },
  };
}

/** A call that cannot start says so on the page; without interactive duration the demo company cannot call. */
async function expectCallStarted(card: Page) {
  const ended = card.getByTestId('call-ended');
  await expect(card.getByTestId('video-call').or(ended).first()).toBeVisible({ timeout: 30_000 });
  await expect(ended, 'the call was refused: the demo company needs interactive duration (resource 21)').toBeHidden();
}

/** The visitor: a phone, no login, the microphone allowed; every request off our origin is recorded. */
async function visitorPage(browser: Browser) {
  const visitor = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    permissions: ['microphone'],
  });
  const card = await visitor.newPage();
  const offOrigin: string[] = [];
  card.on('request', (r) => {
    const url = new URL(r.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol.startsWith('http')) offOrigin.push(r.url());
  });
  return { visitor, card, offOrigin };
}

test('live voice: hands-free question on a card → FAQ answer spoken with moving lips → barge-in', async ({
  page,
  browser,
  questionWav,
}) => {
  test.setTimeout(180_000);
  const { path, videoSize, human } = await publishedCard(page);
  const { visitor, card, offOrigin } = await visitorPage(browser);
  await card.goto(path);
  const live = card.getByTestId('live-human');
  await expect(live).toBeVisible({ timeout: 30_000 });
  await expect(live).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  await expect(live).toHaveAttribute('data-speaking', 'false');
  // Every change of data-speaking, and every moment the page starts hearing the visitor (its call
  // status says 正在聆听…), timed on the page: a barge-in is told from an answer's natural end.
  await live.evaluate((el) => {
    const log = { speaking: [] as [number, string | null][], heard: [] as number[] };
    (window as unknown as { liveLog: typeof log }).liveLog = log;
    new MutationObserver(() => log.speaking.push([performance.now(), el.getAttribute('data-speaking')])).observe(el, {
      attributes: true,
      attributeFilter: ['data-speaking'],
    });
    let hearing = false;
    new MutationObserver(() => {
      const now = [...document.querySelectorAll('[role="status"]')].some((s) => s.textContent === '正在聆听…');
      if (now && !hearing) log.heard.push(performance.now());
      hearing = now;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const sampleFps = async (n: number) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) {
      await card.waitForTimeout(1000);
      out.push(Number(await live.getAttribute('data-fps')));
    }
    return out;
  };
  const idleFps = await sampleFps(3);

  // A video call, then hands-free (a switch, enabled once the detector is ready).
  await card
    .getByTestId('card-call-button')
    .or(card.getByRole('button', { name: '视频通话' }))
    .first()
    .click();
  await expectCallStarted(card);
  const handsFree = card.getByTestId('handsfree-toggle');
  await expect(handsFree).toBeEnabled({ timeout: 30_000 });
  await handsFree.check();

  // The question is heard, recognised and answered: the human speaks the FAQ answer.
  await expect(live).toHaveAttribute('data-speaking', 'true', { timeout: 60_000 });
  const answers = card.getByTestId('chat-answer').or(card.getByTestId('call-caption'));
  await expect(answers.last()).toContainText(answer.slice(0, 8));
  const speakingFps = Number(await live.getAttribute('data-fps'));

  // The lips move while it speaks: the mouth region changes between frames and opens (its dark red
  // shows), across the answers the looping question brings.
  const region = mouthRegion((await live.boundingBox())!, videoSize, human);
  const shots: Buffer[] = [];
  let opened = 0;
  const until = Date.now() + 60_000;
  while (Date.now() < until && (shots.length < 4 || opened <= 10)) {
    if ((await live.getAttribute('data-speaking')) !== 'true') {
      await card.waitForTimeout(100);
      continue;
    }
    const shot = await card.screenshot({ clip: region });
    shots.push(shot);
    opened = Math.max(opened, await openMouthPixels(card, shot));
  }
  expect(shots.length).toBeGreaterThanOrEqual(2);
  expect(shots.some((s) => !s.equals(shots[0]!))).toBe(true);
  expect(opened).toBeGreaterThan(10);
  await card.screenshot({ path: screenshotPath('live-voice-speaking') });

  // The question asked again while an answer plays silences the human at once (barge-in): an
  // answer falls silent within moments of the page hearing the visitor.
  let bargeIns: number[] = [];
  await expect(async () => {
    const log = await card.evaluate(
      () => (window as unknown as { liveLog: { speaking: [number, string][]; heard: number[] } }).liveLog,
    );
    bargeIns = [];
    log.speaking.forEach(([at, value], i) => {
      const before = log.speaking[i - 1];
      if (value !== 'false' || before?.[1] !== 'true') return;
      // The status re-renders after the synchronous stop: a heard mark just after the silence counts (negative).
      const heard = log.heard.filter((h) => h > before[0] && h <= at + 500).at(-1);
      if (heard !== undefined) bargeIns.push(at - heard);
    });
    expect(bargeIns.some((ms) => ms < 150)).toBe(true);
  }).toPass({ timeout: 60_000 });
  // Between answers (the question being asked again) the human is silent with its mouth closed.
  await expect(live).toHaveAttribute('data-speaking', 'false', { timeout: questionWav.answerMs + TAIL_MS });
  const closed = await openMouthPixels(card, await card.screenshot({ clip: region }));
  expect(closed).toBeLessThan(opened);
  test.info().annotations.push({
    type: 'measured',
    description: `canvas fps idle ${idleFps.join('/')}, speaking ${speakingFps}; speech heard → human silent ${bargeIns.map(Math.round).join(', ')} ms`,
  });

  await card.getByRole('button', { name: '挂断' }).click();
  expect(offOrigin).toEqual([]);
  await visitor.close();
});

test('live voice: hold-to-talk sends what was said while held, and the answer is spoken', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const { path } = await publishedCard(page);
  const { visitor, card, offOrigin } = await visitorPage(browser);
  await card.goto(path);
  const live = card.getByTestId('live-human');
  await expect(live).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  await card
    .getByTestId('card-call-button')
    .or(card.getByRole('button', { name: '视频通话' }))
    .first()
    .click();

  // Held with the keyboard (the button also answers pointer presses) while the microphone plays the
  // question: the microphone opens on press, and what was heard goes on release.
  await expectCallStarted(card);
  const hold = card.getByRole('button', { name: '按住说话' });
  await expect(hold).toBeEnabled({ timeout: 30_000 });
  await hold.focus();
  await card.keyboard.down(' ');
  await expect(hold).toContainText('松开发送');
  // Long enough for the whole question even when opening the microphone takes a few seconds here.
  await card.waitForTimeout(7000);
  await card.keyboard.up(' ');
  await expect(live).toHaveAttribute('data-speaking', 'true', { timeout: 60_000 });
  await expect(card.getByTestId('chat-answer').or(card.getByTestId('call-caption')).last()).toContainText(
    answer.slice(0, 8),
  );
  await card.screenshot({ path: screenshotPath('live-voice-hold') });
  expect(offOrigin).toEqual([]);
  await visitor.close();
});
