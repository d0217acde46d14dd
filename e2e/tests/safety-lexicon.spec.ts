import { expect, test } from './support/portal';
import { loginWithPassword, openTemplateWorkbench, screenshotPath } from './support/session';

/**
 * Content safety end to end: a manager adds a company word in the management center; typing it
 * (spaced and traditional) in the workbench marks it at its position; generation is refused with
 * the scene check's message (001 §5 check 7). Every answer comes from the real server.
 */
test('a company word added by a manager is highlighted in the workbench and blocks generation', async ({ page }) => {
  test.setTimeout(150_000);
  await loginWithPassword(page, 'admin@demo.local');

  await page.goto('/home/manageCenter/safetyLexicon');
  await expect(page.getByRole('link', { name: '敏感词库' })).toBeVisible();
  await expect(page.getByText(/平台内置词库共 \d+ 个词/)).toBeVisible();
  await page.getByRole('textbox', { name: '添加敏感词' }).fill('星河速贷');
  await page.getByRole('button', { name: '添加', exact: true }).click();
  await expect(page.getByText('已添加1个')).toBeVisible();
  await expect(
    page.getByRole('table', { name: '敏感词' }).getByRole('cell', { name: '星河速贷', exact: true }),
  ).toBeVisible();
  await page.screenshot({ path: screenshotPath('safety-lexicon') });

  await page.goto('/home/premium');
  await openTemplateWorkbench(page);
  const spoken = page.getByRole('textbox', { name: '播报文本' });
  // Spaced and in traditional characters: 星 河速貸 is read as 星河速贷, marked from offset 6.
  const text = '欢迎了解我们的星 河速貸服务。';
  await spoken.fill(text);
  const mark = page.getByTestId('checked-text').locator('mark');
  await expect(mark).toHaveCount(1, { timeout: 15_000 });
  await expect(mark).toHaveText('星 河速貸');
  await expect(mark).toHaveAttribute('data-start', String(text.indexOf('星')));
  await expect(page.getByText('风险词：星河速贷')).toBeVisible();
  await page.screenshot({ path: screenshotPath('workbench-sensitive-word') });

  await page.getByRole('button', { name: '生成视频' }).click();
  await expect(page.getByText('场景1文本中包含敏感信息，请重新编辑')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/home\/video-generator\/custom\//);
});
