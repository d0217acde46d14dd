import { deleteWhenTestEnds, expect, test, type Browser, type Page } from './support/portal';
import { cardMessages } from '@portal/contracts';
import { buildCard, FAQ_ANSWER, get, post } from './support/card';
import { loginWithPassword, screenshotPath } from './support/session';

/**
 * The visitor's card (issue 24 items 1, 2 and 6) against the real server: a manager builds a card
 * through the API (persona, FAQ trained, resources, published); a visitor opens its link on a
 * phone, reads the card, asks a typed question and gets the FAQ answer; calls open full screen and
 * in a small window; an unpublished card and a suspended link each show their own page, and the
 * calls behind them refuse with the card refusal code and its reason.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
async function visitorPage(browser: Browser, viewport = PHONE): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'zh-CN', hasTouch: viewport === PHONE });
  return context.newPage();
}

test('applet card: a visitor reads the card on a phone, asks, calls; unpublished and suspended links show their pages', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await loginWithPassword(page, 'admin@demo.local');
  const { projectId, shareToken, path } = await buildCard(page.request);

  const visitor = await visitorPage(browser);
  await visitor.goto(path);
  const card = visitor.getByTestId('business-card');
  await expect(card).toHaveAttribute('data-template', '4');
  await expect(card.getByRole('heading', { name: '小安' })).toBeVisible();
  await expect(card).toContainText('安心科技');
  await expect(card.getByRole('link', { name: '拨打电话 021-12345678' })).toHaveAttribute('href', 'tel:02112345678');
  await expect(visitor).toHaveTitle('来和小安聊聊');
  await expect(visitor.getByRole('button', { name: '视频通话' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: '播放视频 公司介绍' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: /产品手册/ })).toBeVisible();
  const human = visitor.getByTestId('live-human');
  await expect(human).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  await visitor.screenshot({ path: screenshotPath('applet-card-phone') });
  await visitor.screenshot({ path: screenshotPath('applet-card-phone-full'), fullPage: true });
  await visitor.screenshot({ path: screenshotPath('phone/card'), fullPage: true });
  // The card never scrolls sideways on a phone (the phone-layout spec's rule for the portal's pages).
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // A typed question: the FAQ answer streams into the chat (a recommended question is a chip too).
  await visitor.getByRole('button', { name: '文字咨询' }).click();
  const sheet = visitor.getByTestId('chat-sheet');
  await expect(sheet.getByRole('button', { name: '你们的营业时间是几点到几点' })).toBeVisible();
  const input = sheet.getByRole('textbox', { name: '输入问题' });
  await input.fill('请问晚上几点关门？');
  await input.press('Enter');
  await expect(sheet.getByTestId('card-answer').last()).toHaveText(FAQ_ANSWER);
  // The answer is spoken too: its sentences reach the live human, whose mouth moves while they play.
  await expect(human).toHaveAttribute('data-speaking', 'true', { timeout: 15_000 });
  await visitor.screenshot({ path: screenshotPath('applet-card-chat') });

  // The conversation outlives a reload: the same visitor id reads its log back.
  await visitor.reload();
  await visitor.getByRole('button', { name: '文字咨询' }).click();
  await expect(visitor.getByTestId('card-answer').last()).toHaveText(FAQ_ANSWER);
  await visitor.getByRole('button', { name: '收起' }).click();

  // Leaving contact details validates the phone before sending.
  await visitor.getByRole('textbox', { name: '称呼' }).fill('王先生');
  await visitor.getByRole('textbox', { name: '手机号码' }).fill('1380');
  await visitor.getByRole('button', { name: '提交' }).click();
  await expect(visitor.getByText(cardMessages.leadPhoneInvalid)).toBeVisible();
  await visitor.getByRole('textbox', { name: '手机号码' }).fill('13800138000');
  await visitor.getByRole('button', { name: '提交' }).click();
  await expect(visitor.getByText('提交成功，我们会尽快与您联系。')).toBeVisible();

  // The video call: the human full screen with hang-up, hands-free and hold-to-talk (the loopback
  // recogniser is configured, so the voice buttons are live). The demo company holds interactive duration.
  await visitor.getByRole('button', { name: '视频通话' }).click();
  await expect(visitor.getByTestId('video-call')).toBeVisible({ timeout: 15_000 });
  await expect(visitor.getByTestId('live-human')).toHaveAttribute('data-status', 'ready');
  await visitor.screenshot({ path: screenshotPath('applet-video-call') });
  await expect(visitor.getByRole('button', { name: /^按住说话/ })).toBeEnabled();
  await visitor.getByRole('button', { name: '挂断' }).click();

  // The small window: the human floats over the card, the chat below.
  await visitor.getByRole('button', { name: '小窗通话' }).click();
  await expect(visitor.getByTestId('chat-sheet')).toBeVisible();
  await expect(visitor.getByTestId('call-waiting')).toBeHidden({ timeout: 15_000 });
  await expect(visitor.getByTestId('call-ended')).toBeHidden();
  await visitor.screenshot({ path: screenshotPath('applet-small-window') });
  await visitor.getByRole('button', { name: '结束通话' }).click();

  // On a desktop the card is a centred phone column.
  const desktop = await visitorPage(browser, DESKTOP);
  await desktop.goto(path);
  await expect(desktop.getByTestId('live-human')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  await desktop.screenshot({ path: screenshotPath('applet-card-desktop') });

  // The member's preview page (login, laid out by the project's delivery mode).
  await page.goto(`/RtcPreview/h5/${projectId}`);
  await expect(page.getByTestId('business-card')).toBeVisible();
  await page.screenshot({ path: screenshotPath('applet-preview-member') });
  // A 16:9 web project previews as a wide frame with the conversation beside it; unpublished, it says
  // visitors cannot talk yet instead of replacing the page.
  const web = await post(page.request, '/api/talk/project/create', { templateBizId: 'rtc-tpl-common', title: '官网' });
  expect(web.code, web.message).toBe(200);
  deleteWhenTestEnds(page.request, web.data.projectId);
  await page.setViewportSize(DESKTOP);
  await page.goto(`/CommonRTCPreview/${web.data.projectId}`);
  await expect(page.locator('[data-layout="common"]')).toBeVisible();
  await expect(page.getByTestId('preview-blocked')).toContainText(cardMessages.unpublished);
  await expect(page.getByTestId('live-human')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  await page.screenshot({ path: screenshotPath('applet-preview-common') });

  // Unpublished: the card's own page, and the call behind it refuses with its reason.
  expect((await post(page.request, '/api/talk/project/cancelAppletPublish', { projectId })).code).toBe(200);
  await visitor.reload();
  const refusal = visitor.getByTestId('card-refusal');
  await expect(refusal).toHaveAttribute('data-reason', 'unpublished');
  await expect(refusal).toContainText(cardMessages.unpublished);
  await visitor.screenshot({ path: screenshotPath('applet-refusal-unpublished') });
  const refused = await get(
    visitor.request,
    `/api/applet/project/getCardInfo?projectId=${projectId}&shareToken=${shareToken}`,
  );
  expect(refused).toMatchObject({ code: 4300, message: cardMessages.unpublished, data: { reason: 'unpublished' } });

  // Published again, then the link suspended: its own page, and the calls refuse.
  expect((await post(page.request, '/api/talk/project/appletPublish', { projectId })).code).toBe(200);
  const suspended = await post(page.request, '/api/talk/project/share-access-token/status/update', {
    projectId,
    status: 'Suspended',
  });
  expect(suspended.code, suspended.message).toBe(200);
  await visitor.reload();
  await expect(refusal).toHaveAttribute('data-reason', 'linkSuspended');
  await expect(refusal).toContainText(cardMessages.linkSuspended);
  await visitor.screenshot({ path: screenshotPath('applet-refusal-suspended') });
  expect(await post(visitor.request, '/api/talk/faq/applet/user', { projectId, shareToken })).toMatchObject({
    code: 4300,
    data: { reason: 'linkSuspended' },
  });

  // A link without its token says so without asking the server.
  await visitor.goto(`/applet?projectId=${projectId}`);
  await expect(refusal).toHaveAttribute('data-reason', 'linkInvalid');
});
