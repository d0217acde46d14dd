import { knowledgeMessages } from '@portal/contracts';
import { expect, test, type Locator } from './support/portal';
import { buildCard } from './support/card';
import { loginWithPassword, screenshotPath } from './support/session';

/**
 * Answers a visitor can trust (issue 25): when the engine is unsure it asks back 「您是想问：」 with
 * the three closest standard questions, in the editor's test chat and on the card, and tapping one
 * gives its answer, and 都不是 under them the no-match response; the question a visitor asked then
 * waits in the knowledge tab's 待完善的问题 until the editor adds it to an item as a similar question.
 *
 * The three 借书证 items share the question's one informative word equally, so none stands out: the
 * question is unsure whatever the thresholds, as long as three equal candidates are not an answer.
 */
const PHONE = { width: 390, height: 844 };
const ITEMS = [
  { q: '借书证过期怎么续期', a: '在自助机上刷证即可续期一年。' },
  { q: '借书证丢失怎么补办', a: '带身份证到一楼服务台补办，工本费10元。' },
  { q: '借书证年费如何缴纳', a: '借书证不收年费。' },
  { q: '图书馆几点开门', a: '每天早上九点开门。' },
  { q: '馆内可以停车吗', a: '可以，地下停车场免费两小时。' },
];
const UNSURE = '我想问借书证的事情';
const LOST = ITEMS[1]!;

/** The offered choices of the newest unsure answer in a conversation (都不是 after them). */
const choicesIn = (conversation: Locator) => conversation.getByRole('group', { name: '您是想问：' }).last();
/** The items offered, 都不是 left out. */
const itemsIn = (choices: Locator) => choices.getByRole('button').filter({ hasNotText: knowledgeMessages.noneOfThese });

test('an unsure question offers three choices in the test chat and on the card; a tap answers it; the knowledge tab learns it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await loginWithPassword(page, 'admin@demo.local');
  // The shared card (its own opening-hours item included) with the library desk's items.
  const { projectId, path } = await buildCard(
    page.request,
    ITEMS.map((i) => ({ question: i.q, answer: i.a })),
  );

  // The editor's test chat.
  await page.goto(`/home/interactive?rtcId=${projectId}`);
  await page.getByRole('button', { name: '测试对话' }).click();
  const drawer = page.getByRole('dialog', { name: '测试对话' });
  const input = drawer.getByRole('textbox', { name: '测试问题' });
  await input.fill(UNSURE);
  await input.press('Enter');
  const offered = choicesIn(drawer);
  // The choices follow the loopback model's answer (the e2e portal has a model), streamed slowly.
  await expect(itemsIn(offered)).toHaveCount(3, { timeout: 20_000 });
  for (const item of ITEMS.slice(0, 3)) await expect(offered.getByRole('button', { name: item.q })).toBeVisible();
  await expect(offered.getByRole('button', { name: '都不是' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('knowledge-suggest-test-chat') });
  await offered.getByRole('button', { name: LOST.q }).click();
  await expect(drawer.getByTestId('test-chat-answer').last()).toHaveText(LOST.a);
  await expect(drawer.getByText('问答库', { exact: true }).last()).toBeVisible();
  await page.keyboard.press('Escape');

  // The card, on a phone: typed, offered, tapped with the keyboard.
  const context = await browser.newContext({ viewport: PHONE, locale: 'zh-CN', hasTouch: true });
  const visitor = await context.newPage();
  await visitor.goto(path);
  await visitor.getByRole('button', { name: '文字咨询' }).click();
  const sheet = visitor.getByTestId('chat-sheet');
  const ask = sheet.getByRole('textbox', { name: '输入问题' });
  await ask.fill(UNSURE);
  await ask.press('Enter');
  const onCard = choicesIn(sheet);
  await expect(itemsIn(onCard))
    .toHaveCount(3, { timeout: 20_000 })
    // Once, in a full run, the card showed no choices: say what it showed instead.
    .catch(async (error: Error) => {
      throw new Error(`${error.message}\nThe card's conversation:\n${await sheet.textContent().catch(String)}`);
    });
  for (const item of ITEMS.slice(0, 3)) await expect(onCard.getByRole('button', { name: item.q })).toBeVisible();
  // Each choice fits the phone's width.
  for (const box of await onCard.getByRole('button').evaluateAll((els) => els.map((e) => e.getBoundingClientRect())))
    expect(box.right).toBeLessThanOrEqual(PHONE.width);
  // The screenshot shows the card as a visitor sees it: the human drawn above the chat.
  await expect(visitor.getByTestId('live-human')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  await visitor.screenshot({ path: screenshotPath('knowledge-suggest-card') });
  await onCard.getByRole('button', { name: LOST.q }).focus();
  await visitor.keyboard.press('Enter');
  await expect(sheet.getByTestId('card-question').last()).toHaveText(LOST.q);
  await expect(sheet.getByTestId('card-answer').last()).toHaveText(LOST.a);

  // Asked again, and none of the choices fits: 都不是 gets the no-match response.
  await ask.fill(UNSURE);
  await ask.press('Enter');
  // The new answer's choices, not the first answer's (still in the conversation, still tappable).
  await expect(sheet.getByRole('group', { name: '您是想问：' })).toHaveCount(2, { timeout: 20_000 });
  const again = choicesIn(sheet);
  await expect(itemsIn(again)).toHaveCount(3);
  await again.getByRole('button', { name: '都不是' }).click();
  await expect(sheet.getByTestId('card-question').last()).toHaveText('都不是');
  await expect(sheet.getByTestId('card-answer').last()).toHaveText(knowledgeMessages.noMatchDefault);
  await context.close();

  // The knowledge tab lists the visitor's question (not the editor's own try), says a visitor
  // answered 都不是 to its choices, and proposes the item the visitor tapped; added as its similar
  // question, it leaves the list.
  await page.reload();
  await page.getByRole('tab', { name: '知识库' }).click();
  await page.getByRole('tab', { name: '待完善的问题' }).click();
  const missed = page.getByRole('table', { name: '待完善的问题' });
  const row = missed.getByRole('row', { name: new RegExp(UNSURE) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('猜您想问');
  await expect(row).toContainText('访客：都不是');
  await expect(row.getByRole('combobox', { name: `归入问答：${UNSURE}` })).toHaveValue(LOST.q);
  await page.screenshot({ path: screenshotPath('knowledge-missed-questions'), fullPage: true });
  await row.getByRole('button', { name: `添加为相似问题：${UNSURE}` }).click();
  await expect(page.getByText(`已添加为「${LOST.q}」的相似问题，训练知识库后生效`)).toBeVisible();
  await expect(page.getByText('最近30天没有待完善的问题')).toBeVisible();
  await page.getByRole('tab', { name: '问答库' }).click();
  await expect(
    page.getByRole('table', { name: '问答列表' }).getByRole('row', { name: new RegExp(LOST.q) }),
  ).toContainText('1');
});
