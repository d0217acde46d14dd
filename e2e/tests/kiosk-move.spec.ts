import { deleteWhenTestEnds, expect, type Page, test } from './support/portal';
import { api, KIOSK_PERSONA } from './support/kiosk';
import { loginWithPassword, screenshotPath } from './support/session';

/** A published cte (一体机) project of the demo company. */
async function kioskProject(page: Page, title: string): Promise<string> {
  const { projectId } = await api(page, '/api/talk/project/create', { templateBizId: 'rtc-tpl-cte', title });
  deleteWhenTestEnds(page.request, projectId);
  await api(page, '/api/talk/project/update', {
    projectId,
    csPersonDesign: KIOSK_PERSONA,
  });
  await api(page, '/api/v1/talk/project/v2/publish', { projectId });
  return projectId;
}

/**
 * 设备管理 → 更换项目 (decision 0030): a running machine is given another cte project, and its kiosk page
 * switches to it by itself at its next poll, with no new activation.
 */
test('a running machine is moved to another project and its kiosk follows without a new activation', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(page, 'admin@demo.local');
  const first = await kioskProject(page, '一楼大厅一体机');
  const second = await kioskProject(page, '二楼展厅一体机');
  const snCode = `CTE-MOVE-${Date.now().toString(36).toUpperCase()}`;
  const device = await api(page, '/api/device/cte/register', { snCode, name: '展厅入口', projectId: first });
  const { kioskPath } = await api(page, `/api/device/cte-manage/open/preview/token?deviceId=${device.id}`);

  const machine = await browser.newContext({ viewport: { width: 540, height: 960 }, locale: 'zh-CN' });
  const kiosk = await machine.newPage();
  await kiosk.goto(kioskPath);
  await expect(kiosk).toHaveURL(new RegExp(`/ThreeDimensionCTEPage/${first}$`), { timeout: 30_000 });
  await expect(kiosk.getByTestId('kiosk')).toBeVisible({ timeout: 30_000 });

  await page.goto('/home/manageCenter/deviceManage');
  const card = page.getByTestId('device-card').filter({ hasText: snCode });
  await expect(card).toContainText('运行项目：一楼大厅一体机');
  await card.getByRole('button', { name: '更换项目' }).click();
  const dialog = page.getByRole('dialog', { name: '更换运行项目' });
  // The machine's own project is chosen: nothing to change yet.
  await expect(dialog.getByRole('button', { name: '确定更换' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: '运行项目' }).click();
  await page.getByRole('option', { name: '二楼展厅一体机' }).click();
  await page.screenshot({ path: screenshotPath('kiosk/move-dialog') });
  await dialog.getByRole('button', { name: '确定更换' }).click();
  await expect(page.getByText('已切换到「二楼展厅一体机」，一体机将在几秒内自动切换')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('运行项目：二楼展厅一体机');

  // The kiosk finds out at its next poll and opens the new project on the same token.
  await expect(kiosk).toHaveURL(new RegExp(`/ThreeDimensionCTEPage/${second}$`), { timeout: 30_000 });
  await expect(kiosk.getByTestId('kiosk')).toBeVisible({ timeout: 30_000 });
  await expect(kiosk.getByTestId('kiosk-notice')).toHaveCount(0);
  await machine.close();
});
