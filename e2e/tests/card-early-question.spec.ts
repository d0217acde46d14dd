import { expect, test } from './support/portal';
import { buildCard, FAQ_ANSWER } from './support/card';
import { loginWithPassword } from './support/session';

const PHONE = { width: 390, height: 844 };
const CHIP = '你们的营业时间是几点到几点';

/**
 * A card issues its visitor an id while it loads (applet/user). A question chip tapped before that id
 * arrives — a quick thumb on a slow network — is shown at once, waits for the id, and is answered,
 * where it used to be dropped without a word.
 */
test('a chip tapped before the card knows its visitor waits for the visitor and is answered', async ({
  page,
  browser,
}) => {
  await loginWithPassword(page, 'admin@demo.local');
  const { path } = await buildCard(page.request);

  const context = await browser.newContext({ viewport: PHONE, locale: 'zh-CN', hasTouch: true });
  const visitor = await context.newPage();
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await visitor.route(/applet\.appletUser/, async (route) => {
    await released;
    await route.continue();
  });
  await visitor.goto(path);
  await visitor.getByRole('button', { name: CHIP }).first().click();
  const sheet = visitor.getByTestId('chat-sheet');
  await expect(sheet.getByTestId('card-question').last()).toHaveText(CHIP);
  // Held with the id: the answer line waits.
  await expect(sheet.getByTestId('card-answer').last()).not.toHaveText(FAQ_ANSWER);

  release();
  await expect(sheet.getByTestId('card-answer').last()).toHaveText(FAQ_ANSWER);
  await context.close();
});
