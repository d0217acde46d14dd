import { expect, test } from './support/portal';
import { loginWithPassword, openTemplateWorkbench } from './support/session';

/**
 * Template variables (001 §3, §5): `${name}` in a text becomes a field in 模板变量, a name breaking
 * the rules shows its message, and the value is what the canvas draws and what is saved.
 */
test('a text variable gets a value field, bad names are flagged, and the canvas draws the value', async ({ page }) => {
  test.setTimeout(120_000);
  await loginWithPassword(page, 'admin@demo.local');
  await openTemplateWorkbench(page);
  const preview = page.getByTestId('scene-preview');
  await expect(preview).toHaveAttribute('data-frame', 'ready', { timeout: 60_000 });
  const variables = page.getByRole('region', { name: '模板变量' });
  await expect(variables.getByText('即可创建文本变量')).toBeVisible();

  await page.getByRole('button', { name: '添加文本' }).click();
  await page.getByRole('textbox', { name: '文本内容' }).fill('欢迎${company}${9x}');
  await expect(variables.getByRole('alert')).toHaveText(
    '${9x}：变量名须以字母开头，只能包含字母、数字、连字符和下划线',
  );
  const company = variables.getByRole('textbox', { name: '${company}' });
  await expect(company).toHaveValue('');

  // The frame once it has settled (two shots alike), then again after the value is filled in.
  let before = await preview.screenshot();
  await expect
    .poll(
      async () => {
        const shot = await preview.screenshot();
        const settled = shot.equals(before);
        before = shot;
        return settled;
      },
      { timeout: 10_000, intervals: [300] },
    )
    .toBe(true);
  await company.fill('演示企业');
  await expect.poll(async () => (await preview.screenshot()).equals(before), { timeout: 10_000 }).toBe(false);

  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByRole('status', { name: '保存状态 已保存' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: '模板变量' }).getByRole('textbox', { name: '${company}' })).toHaveValue(
    '演示企业',
  );
});
