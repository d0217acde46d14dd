import { knowledgeMessages } from '@portal/contracts';
import { deleteWhenTestEnds, expect, test } from './support/portal';
import { api, KIOSK_PERSONA } from './support/kiosk';
import { loginWithPassword, screenshotPath } from './support/session';

/**
 * An unsure answer on the all-in-one machine: the kiosk is a touch screen, so 「您是想问：」 and its
 * choices are shown in the caption to be tapped (large), as on the card; a tapped choice gets its
 * item's answer and 都不是 the no-match response. The question is typed (文字提问): the spoken path
 * is the kiosk spec's.
 */
const ITEMS = [
  { q: '借书证过期怎么续期', a: '在自助机上刷证即可续期一年。' },
  { q: '借书证丢失怎么补办', a: '带身份证到一楼服务台补办，工本费10元。' },
  { q: '借书证年费如何缴纳', a: '借书证不收年费。' },
  { q: '馆内可以停车吗', a: '可以，地下停车场免费两小时。' },
];
/** Its one informative word is shared equally by three items: unsure whatever the thresholds. */
const UNSURE = '我想问借书证的事情';
const LOST = ITEMS[1]!;

test('the kiosk shows an unsure answer’s choices to tap; a choice answers, 都不是 gets the no-match response', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await loginWithPassword(page, 'admin@demo.local');
  const { projectId } = await api(page, '/api/talk/project/create', {
    templateBizId: 'rtc-tpl-cte',
    title: '图书馆一体机',
  });
  deleteWhenTestEnds(page.request, projectId);
  await api(page, '/api/talk/project/update', { projectId, csPersonDesign: KIOSK_PERSONA });
  for (const item of ITEMS)
    await api(page, '/api/talk/faq/create', { projectId, standardQuestion: item.q, standardAnswers: [item.a] });
  const task = await api(page, '/api/talk/nlu/task/submit', { projectId });
  await expect
    .poll(async () => (await api(page, `/api/talk/nlu/task/get?taskId=${task.taskId}`)).status, { timeout: 60_000 })
    .toBe(2);
  await api(page, '/api/v1/talk/project/v2/publish', { projectId });
  const snCode = `CTE-CHOICE-${Date.now().toString(36).toUpperCase()}`;
  const device = await api(page, '/api/device/cte/register', { snCode, name: '借还书区', projectId });
  const { kioskPath } = await api(page, `/api/device/cte-manage/open/preview/token?deviceId=${device.id}`);

  const machine = await browser.newContext({ viewport: { width: 540, height: 960 }, locale: 'zh-CN' });
  const kiosk = await machine.newPage();
  await kiosk.goto(kioskPath);
  await expect(kiosk.getByTestId('live-human')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  await kiosk.getByTestId('kiosk-startAction').click();
  await expect(kiosk.getByTestId('kiosk')).toHaveAttribute('data-phase', 'awake', { timeout: 30_000 });
  await kiosk.getByTestId('kiosk-chatAction').click();
  const input = kiosk.getByRole('textbox', { name: '输入问题' });
  const caption = kiosk.getByTestId('kiosk-caption');

  await input.fill(UNSURE);
  await input.press('Enter');
  const choices = caption.getByRole('group', { name: knowledgeMessages.suggestPrompt });
  await expect(choices.getByRole('button', { name: LOST.q })).toBeVisible({ timeout: 30_000 });
  for (const item of ITEMS.slice(0, 3)) await expect(choices.getByRole('button', { name: item.q })).toBeVisible();
  await expect(choices.getByRole('button', { name: knowledgeMessages.noneOfThese })).toBeVisible();
  // Large enough to tap on a touch screen, and inside it.
  for (const box of await choices.getByRole('button').evaluateAll((els) => els.map((e) => e.getBoundingClientRect()))) {
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.right).toBeLessThanOrEqual(540);
  }
  await kiosk.screenshot({ path: screenshotPath('kiosk/kiosk-choices') });

  await choices.getByRole('button', { name: LOST.q }).click();
  await expect(caption).toContainText(LOST.a, { timeout: 30_000 });
  await expect(caption.getByRole('group', { name: knowledgeMessages.suggestPrompt })).toHaveCount(0);

  await input.fill(UNSURE);
  await input.press('Enter');
  await caption.getByRole('button', { name: knowledgeMessages.noneOfThese }).click({ timeout: 30_000 });
  await expect(caption).toContainText(knowledgeMessages.noMatchDefault, { timeout: 30_000 });
  await machine.close();
});
