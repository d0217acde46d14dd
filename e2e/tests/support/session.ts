import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { deleteWhenTestEnds } from './portal';

export const DEMO_PASSWORD = 'Demo@2026';

/** Screenshots for people to look at (not compared): e2e/screenshots/. */
export const screenshotPath = (name: string) =>
  fileURLToPath(new URL(`../../screenshots/${name}.png`, import.meta.url));

/** Logs in through the password tab of /login and waits for the shell. */
export async function loginWithPassword(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByRole('textbox', { name: '邮箱' }).fill(email);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/home\/premium$/);
}

/** The newest six-digit code the development outbox holds for `address`. */
export async function latestCode(request: APIRequestContext, address: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const html = await (await request.get('/dev/outbox')).text();
    const articles = html
      .split('<article')
      .slice(1)
      .filter((a) => a.includes(`data-address="${address}"`));
    code = articles[0]?.match(/验证码是\s*(\d{6})/)?.[1];
    expect(code).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return code!;
}

/**
 * Creates a project from the web16:9 template on /home/premium (the 新建项目 dialog confirmed, under
 * `name` when given, else the template's own) and waits for its workbench.
 */
export async function openTemplateWorkbench(page: Page, name?: string): Promise<string> {
  await page.getByRole('button', { name: '使用模板 网页横屏产品介绍' }).click();
  const dialog = page.getByRole('dialog', { name: '新建项目' });
  await expect(dialog.getByRole('textbox', { name: '视频名称' })).toHaveValue('网页横屏产品介绍');
  if (name !== undefined) await dialog.getByRole('textbox', { name: '视频名称' }).fill(name);
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(page).toHaveURL(/\/home\/video-generator\/custom\/[^/?]+$/);
  await expect(dialog).toBeHidden();
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

/**
 * On /home/premiumInteractive: 创建 on the template `templateTitle`, confirmed in the 新建互动项目
 * dialog under the template's name; waits for the editor and answers the new project's id.
 */
export async function createInteractiveProject(page: Page, templateTitle: string): Promise<string> {
  await page.getByLabel(`模板 ${templateTitle}`).getByRole('button', { name: '创建' }).click();
  const dialog = page.getByRole('dialog', { name: '新建互动项目' });
  await expect(dialog.getByRole('textbox', { name: '项目名称' })).toHaveValue(templateTitle);
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(page).toHaveURL(/\/home\/interactive\?rtcId=[\w-]+$/);
  const projectId = new URL(page.url()).searchParams.get('rtcId')!;
  deleteWhenTestEnds(page.request, projectId);
  return projectId;
}
