import { expect, test, type Page } from './support/portal';
import { loginWithPassword, screenshotPath, createInteractiveProject } from './support/session';

const ANSWER = '我们每天早上九点开门，晚上九点关门。';
const PHONE = { width: 390, height: 844 };

/** Records, on the page's own clock (Date.now), when the answer's caption first appears. */
async function watchOnAir(page: Page) {
  await page.evaluate(() => {
    const w = window as Window & { onAirAt?: number };
    const seen = () => {
      if (w.onAirAt === undefined && document.querySelector('[data-testid="on-air"]')) w.onAirAt = Date.now();
    };
    new MutationObserver(seen).observe(document.body, { childList: true, subtree: true });
    seen();
  });
}
const onAirAt = (page: Page) => page.evaluate(() => (window as Window & { onAirAt?: number }).onAirAt ?? null);

/**
 * A live room (issue 24 item 5; docs/decisions/0021): a company opens a room from the share dialog
 * of its published card; two viewers open the room's link; one asks a FAQ question; both see the
 * same answer scheduled at the same server instant, and show it within 1 s of each other.
 */
test('live room: two viewers see the same answer at the same moment', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await loginWithPassword(page, 'admin@demo.local');
  await page.goto('/home/premiumInteractive');
  const projectId = await createInteractiveProject(page, '9:16手机');
  const persona = {
    displayName: '安小播',
    roles: ['主播'],
    industryKnowledge: '门店介绍',
    workTasks: '回答观众的问题',
    concernUseInfo: '到店时间',
    personaStyle: 'gentle',
  };
  expect(
    await (
      await page.request.post('/api/talk/project/update', { data: { projectId, csPersonDesign: persona } })
    ).json(),
  ).toMatchObject({ code: 200 });
  expect(
    await (
      await page.request.post('/api/talk/faq/create', {
        data: {
          projectId,
          standardQuestion: '你们几点开门',
          similarQuestions: ['营业时间是什么时候'],
          standardAnswers: [ANSWER],
        },
      })
    ).json(),
  ).toMatchObject({ code: 200 });
  await page.reload();

  // Publish; the share dialog opens a room.
  await page.getByRole('button', { name: '发布', exact: true }).click();
  const share = page.getByRole('dialog', { name: '分享' });
  const rooms = share.getByTestId('live-rooms');
  await rooms.getByRole('textbox', { name: '直播间名称' }).fill('门店早间直播');
  await rooms.getByRole('button', { name: '开直播间' }).click();
  await expect(rooms.getByText('门店早间直播')).toBeVisible();
  await expect(rooms.getByText('直播中')).toBeVisible();
  const list = await (await page.request.post('/api/live/room/list', { data: { projectId } })).json();
  const viewerUrl: string = list.data[0].viewerUrl;
  expect(viewerUrl).toMatch(/\/applet\/live\?roomId=[\w-]+&projectId=[\w-]+&shareToken=[\w-]+$/);
  const path = new URL(viewerUrl).pathname + new URL(viewerUrl).search;

  // Two viewers on phones, each with its own browser profile (its own visitor id).
  const viewers = await Promise.all(
    [0, 1].map(async () => {
      const context = await browser.newContext({ viewport: PHONE, locale: 'zh-CN' });
      const viewer = await context.newPage();
      await viewer.goto(path);
      await expect(viewer.getByTestId('live-room')).toBeVisible({ timeout: 30_000 });
      await expect(viewer.getByText('门店早间直播')).toBeVisible();
      await expect(viewer.getByText('直播中')).toBeVisible();
      await watchOnAir(viewer);
      return { context, viewer };
    }),
  );
  const [alice, bob] = viewers.map((v) => v.viewer) as [Page, Page];

  await alice.getByRole('textbox', { name: '输入问题' }).fill('营业时间是什么时候');
  await alice.getByRole('button', { name: '发送' }).click();
  await expect(alice.getByTestId('ask-note')).toBeVisible();
  // Both viewers see the question in the queue, then the same answer as the caption on air.
  await expect(alice.getByTestId('on-air')).toHaveText(ANSWER, { timeout: 60_000 });
  // The asker touched the page, so the browser lets the human speak: it is heard while on air.
  await expect(alice.getByTestId('live-human')).toHaveAttribute('data-speaking', 'true', { timeout: 3_000 });
  await expect(bob.getByTestId('on-air')).toHaveText(ANSWER);
  const startsAt = await Promise.all([alice, bob].map((v) => v.getByTestId('on-air').getAttribute('data-starts-at')));
  expect(startsAt[0]).toBeTruthy();
  expect(startsAt[1]).toBe(startsAt[0]);
  await expect(bob.getByTestId('room-queue')).toContainText('正在回答');
  await alice.screenshot({ path: screenshotPath('live-room') });

  const shown = await Promise.all([alice, bob].map(onAirAt));
  expect(shown[0]).not.toBeNull();
  expect(shown[1]).not.toBeNull();
  const apartMs = Math.abs(shown[0]! - shown[1]!);
  test.info().annotations.push({ type: 'viewers apart (ms)', description: String(apartMs) });
  expect(apartMs).toBeLessThan(1_000);
  // Each shows it at the scheduled instant (same machine clock, so the server's offset is ~0).
  for (const at of shown) expect(Math.abs(at! - Number(startsAt[0]))).toBeLessThan(1_000);

  // Ending the room (share dialog) sends its viewers to the ended page.
  await rooms.getByRole('button', { name: '结束' }).click();
  await expect(bob.getByText('直播间不存在或已结束')).toBeVisible({ timeout: 10_000 });
  for (const { context } of viewers) await context.close();
});
