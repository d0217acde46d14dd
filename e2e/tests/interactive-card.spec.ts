import { expect, test } from './support/portal';
import { loginWithPassword, screenshotPath, createInteractiveProject } from './support/session';

/**
 * An interactive card from template to share link (002 §2–§5): create from the 9:16 mobile
 * template, publishing with a missing persona field switches to the resume tab with the spec's
 * message, adorn mode's cancel restores the canvas, the call page is set, the card is published
 * and its share link copied.
 */
test('interactive card: template → persona → adorn cancel → call page → publish → share link', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginWithPassword(page, 'admin@demo.local');
  await page.goto('/home/premiumInteractive');
  const projectId = await createInteractiveProject(page, '9:16手机');
  await expect(page.getByRole('tab', { name: '员工档案' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: '画布' })).toBeVisible();
  // The studio's worker canvas draws the card's canvas: the avatar and the greeting.
  await expect(page.getByTestId('scene-preview')).toHaveAttribute('data-frame', 'ready', { timeout: 60_000 });
  await page.screenshot({ path: screenshotPath('interactive-staff-record'), fullPage: true });

  // Publishing with an empty job title: the warning names the field and the resume tab opens.
  await page.getByRole('button', { name: '发布', exact: true }).click();
  const warning = page.getByRole('dialog', { name: '提示' });
  await expect(warning.getByRole('alert')).toHaveText('请先填写角色定义中的岗位职称，再发布');
  await expect(page.getByRole('tab', { name: '人设简历' })).toHaveAttribute('aria-selected', 'true');
  await warning.getByRole('button', { name: '确定' }).click();

  const roles = page.getByRole('combobox', { name: '岗位职称' });
  await roles.fill('前台接待');
  await roles.press('Enter');
  await page.getByRole('combobox', { name: '性格风格' }).click();
  await page.getByRole('option', { name: '温柔亲切' }).click();
  await page.getByRole('textbox', { name: '核心业务' }).fill('访客接待与企业介绍');
  await page.getByRole('textbox', { name: '工作任务' }).fill('引导访客、解答常见问题');
  await page.getByRole('textbox', { name: '关注用户信息' }).fill('来访目的与联系方式');
  await expect(page.getByText('已保存', { exact: true })).toBeVisible();
  await page.screenshot({ path: screenshotPath('interactive-persona-resume'), fullPage: true });

  // Adorn mode: add a text, then cancel — the canvas is as it was.
  await page.getByRole('tab', { name: '员工档案' }).click();
  const textsBefore = await page.getByRole('button', { name: /^文本 \d+$/ }).count();
  await page.getByRole('button', { name: '装饰模式' }).click();
  await page.getByRole('toolbar', { name: '画布工具' }).getByRole('button', { name: '添加文本' }).click();
  await expect(page.getByRole('button', { name: /^文本 \d+$/ })).toHaveCount(textsBefore + 1);
  await expect(page.getByTestId('scene-preview')).toHaveAttribute('data-frame', 'ready', { timeout: 60_000 });
  await page.screenshot({ path: screenshotPath('interactive-adorn-mode'), fullPage: true });
  await page.getByRole('button', { name: '取消装饰' }).click();
  await expect(page.getByRole('button', { name: /^文本 \d+$/ })).toHaveCount(textsBefore);
  await expect(page.getByRole('button', { name: '装饰模式' })).toBeVisible();

  // Call page: a call button and the business template.
  await page.getByRole('tab', { name: '通话页配置' }).click();
  await page.getByRole('button', { name: '添加通话按钮' }).click();
  await page.getByRole('textbox', { name: '通话按钮1' }).fill('立即咨询');
  await page.getByRole('radio', { name: /^商务名片/ }).check();
  await expect(page.getByText('已保存', { exact: true })).toBeVisible();
  await page.screenshot({ path: screenshotPath('interactive-call-page'), fullPage: true });

  await page.getByRole('tab', { name: '设置' }).click();
  await page.getByRole('textbox', { name: '公司名称' }).fill('演示企业');
  await expect(page.getByText('已保存', { exact: true })).toBeVisible();
  // The card's resources come from the resource selection modal (video and document tabs).
  await page.getByRole('button', { name: '选择资源' }).click();
  const picker = page.getByRole('dialog', { name: '选择资源' });
  await expect(picker.getByRole('tab', { name: '视频' })).toHaveAttribute('aria-selected', 'true');
  await picker.getByRole('tab', { name: '文档' }).click();
  await picker.getByRole('button', { name: '确认' }).click();
  await expect(page.getByText('名片资源已保存')).toBeVisible();
  await page.screenshot({ path: screenshotPath('interactive-settings'), fullPage: true });

  // Publish: the share dialog shows the link with its QR code; copy it.
  await page.getByRole('button', { name: '发布', exact: true }).click();
  const share = page.getByRole('dialog', { name: '分享' });
  await expect(share.getByRole('textbox', { name: '分享链接' })).toHaveValue(
    new RegExp(`/applet\\?projectId=${projectId}&shareToken=[\\w-]+$`),
  );
  await expect(share.getByRole('img', { name: '分享二维码' })).toBeVisible();
  await share.getByRole('button', { name: '复制链接' }).click();
  await expect(page.getByText('链接已复制')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await share.getByRole('textbox', { name: '分享链接' }).inputValue());
  await page.screenshot({ path: screenshotPath('interactive-share'), fullPage: true });
  await share.getByRole('button').first().click();
  await expect(page.getByText('已发布', { exact: true })).toBeVisible();

  // Everything was stored: a reload shows it, and the list shows the card published.
  await page.reload();
  await page.getByRole('tab', { name: '通话页配置' }).click();
  await expect(page.getByRole('textbox', { name: '通话按钮1' })).toHaveValue('立即咨询');
  await page.getByRole('tab', { name: '人设简历' }).click();
  await expect(page.getByRole('textbox', { name: '核心业务' })).toHaveValue('访客接待与企业介绍');
  await page.goto('/home/premiumInteractive');
  await expect(page.getByLabel('项目 9:16手机').first()).toContainText('已发布');
  await page.screenshot({ path: screenshotPath('interactive-list'), fullPage: true });
});
