import { expect, test } from './support/portal';
import { firstSetupPort } from '../support/env';
import { startProductionServer, type ProductionServer } from './support/production-server';

// The suite's own server has the demo accounts, so a super administrator exists there. This flow
// needs what a newcomer gets from `npm start`: a production server on an empty database. It runs
// its own, on a port of its own, and reads the setup link from the console as a person would.
let server: ProductionServer;
let origin = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startProductionServer(firstSetupPort);
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

test('a newcomer sets the platform up from the printed link and lands signed in', async ({ page }) => {
  const [link] = await server.waitForConsole(new RegExp(`${origin}/setup\\?token=[A-Za-z0-9_-]{43}`), 5_000);

  // A wrong token shows the error page, not the form.
  await page.goto(`${origin}/setup?token=${'A'.repeat(43)}`);
  await expect(page.getByRole('alert')).toContainText('初始化链接无效');
  await expect(page.getByLabel('企业名称')).toHaveCount(0);

  await page.goto(link!);
  await page.getByLabel('企业名称').fill('初始企业');
  await page.getByLabel('邮箱').fill('founder@example.com');
  await page.getByLabel('姓名').fill('创始人');
  await page.getByLabel('密码', { exact: true }).fill('letters');
  await page.getByLabel('确认密码').fill('letters');
  await page.getByRole('button', { name: '完成初始化' }).click();
  await expect(page.getByText('密码需为8-20位，且同时包含字母和数字').first()).toBeVisible();

  await page.getByLabel('密码', { exact: true }).fill('Found2026x');
  await page.getByLabel('确认密码').fill('Found2026x');
  await page.getByRole('button', { name: '完成初始化' }).click();
  await expect(page).toHaveURL(new RegExp(`${origin}/home`));
  // Signed in as the new super administrator of the new company.
  await page.getByRole('button', { name: '用户菜单' }).click();
  const dropdown = page.getByRole('menu');
  await expect(dropdown.getByText('创始人')).toBeVisible();
  await expect(dropdown.getByText('初始企业')).toBeVisible();
  await expect(dropdown.getByText('founder@example.com')).toBeVisible();

  // The link was used once: opening it again shows the error page.
  await page.goto(link!);
  await expect(page.getByRole('alert')).toContainText('初始化链接无效');
});
