import { expect, test, type Locator } from './support/portal';
import { loginWithPassword, openTemplateWorkbench } from './support/session';

const select = (area: Locator, start: number, end: number) =>
  area.evaluate(
    (el: HTMLTextAreaElement, [s, e]) => {
      el.focus();
      el.setSelectionRange(s!, e!);
    },
    [start, end],
  );

/**
 * The scene text editor's speech markup (001 §4–§5): a polyphone reading picked from the dictionary,
 * pauses, the worker's validation of consecutive pauses, the rate slider and an audition; the markup
 * is saved as SSML and comes back after a reload.
 */
test('speech markup: polyphone, pauses, validation, rate, audition, saved and reloaded', async ({ page }) => {
  test.setTimeout(120_000);
  await loginWithPassword(page, 'admin@demo.local');
  await openTemplateWorkbench(page);

  const area = page.getByRole('textbox', { name: '播报文本' });
  await area.fill('银行行长说大家好。');
  const tools = page.getByRole('toolbar', { name: '语音标注' });

  // 行 at index 2: its readings come from the dictionary in the speech worker.
  await select(area, 2, 3);
  await tools.getByRole('button', { name: '多音字' }).click();
  await page.getByRole('button', { name: 'hang2', exact: true }).click();
  await expect(area).toHaveValue('银行{读音:行|hang2}长说大家好。');

  // Two pauses in a row break a rule the validator reports in the user's words.
  const caret = '银行{读音:行|hang2}长说'.length;
  await select(area, caret, caret);
  await tools.getByRole('button', { name: '插入停顿' }).click();
  await page.getByRole('menuitem', { name: '0.5 秒' }).click();
  await expect(area).toHaveValue('银行{读音:行|hang2}长说{停顿:500}大家好。');
  await tools.getByRole('button', { name: '插入停顿' }).click();
  await page.getByRole('menuitem', { name: '1 秒' }).click();
  const problems = page.getByRole('list', { name: '标注问题' });
  await expect(problems).toContainText('不能连续插入停顿标签');
  // Removing the second pause clears the problem.
  await area.fill('银行{读音:行|hang2}长说{停顿:500}大家好。');
  await expect(problems).toBeHidden();
  // The counter counts what is read aloud, not the tokens.
  await expect(page.getByText('9/10000')).toBeVisible();

  // Rate slider: the keyboard moves it by its step.
  const rate = page.getByRole('slider', { name: '语速' });
  await rate.focus();
  await rate.press('ArrowRight');
  await expect(rate).toHaveAttribute('aria-valuenow', '1.01');

  const demo = page.waitForResponse((r) => r.url().includes('voice.demo') && r.request().method() === 'POST');
  await page.getByRole('button', { name: '试听' }).click();
  expect((await demo).ok()).toBe(true);

  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByRole('status', { name: '保存状态 已保存' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: '播报文本' })).toHaveValue(
    '银行{读音:行|hang2}长说{停顿:500}大家好。',
  );
  await expect(page.getByRole('slider', { name: '语速' })).toHaveAttribute('aria-valuenow', '1.01');
});
