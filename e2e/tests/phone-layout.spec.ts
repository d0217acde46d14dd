import { expect, test, type Page } from './support/portal';
import { loginWithPassword, openTemplateWorkbench, screenshotPath } from './support/session';

// 390×844: the phone most of the card's visitors and many managers on the move hold. No page may
// scroll sideways there; each page is photographed into e2e/screenshots/phone/ for review.
const PHONE = { width: 390, height: 844 };

/** How far the page reaches past the screen's right edge, in CSS pixels (0 when it fits). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function expectFitsPhone(page: Page, path: string, name: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  // Fonts, lazy chunks and charts settle before the width is measured.
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: screenshotPath(`phone/${name}`), fullPage: true });
  expect(await sidewaysOverflow(page), `${path} scrolls sideways at 390 px`).toBeLessThanOrEqual(0);
}

const heading = (text: string) => async (page: Page) => {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
};

test.use({ viewport: PHONE, hasTouch: true });

test('the public pages fit a phone', async ({ page }) => {
  await expectFitsPhone(page, '/', 'landing', heading('登录/注册'));
  await expectFitsPhone(page, '/login', 'login', async (p) => {
    await expect(p.getByRole('tab', { name: '密码登录' })).toBeVisible();
    await expect(
      p
        .getByRole('button', { name: '登录/注册' })
        .or(p.getByRole('button', { name: '登录' }))
        .first(),
    ).toBeInViewport();
  });
});

test('a member’s pages fit a phone, with the header’s menu behind a burger', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await loginWithPassword(page, 'member@demo.local');
  await page.setViewportSize(PHONE);
  await expectFitsPhone(page, '/home/premium', 'premium', async (p) => {
    await expect(p.getByRole('heading', { name: '数字播报', level: 1 })).toBeVisible();
  });
  // /home/member is the membership drawer over the workbench: its tabs keep one line.
  await expectFitsPhone(page, '/home/member', 'member', async (p) => {
    await expect(p.getByRole('tab', { name: '更多业务需求' })).toBeVisible();
  });
  const tabs = page.getByRole('dialog', { name: '会员中心' }).getByRole('tab');
  const tops = await tabs.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
  expect(new Set(tops).size, 'the membership tabs sit on one line').toBe(1);
  await page.getByRole('button', { name: '关闭' }).first().click();
  // The header's entries are reachable from the burger.
  await page.getByRole('button', { name: '打开菜单' }).click();
  await expect(page.getByRole('dialog', { name: '菜单' }).getByRole('button', { name: 'VIP' })).toBeInViewport({
    ratio: 1,
  });
  await page.screenshot({ path: screenshotPath('phone/header-menu') });
});

const MANAGE_PAGES = [
  ['AccountSetting', '账号设置'],
  ['quotaPan', '权益看板'],
  ['userManage', '用户管理'],
  ['orderCenter', '订单中心'],
  ['safetyLexicon', '敏感词库'],
  ['cardLeads', '名片线索'],
] as const;

test('the management center fits a phone: the sidebar is a drawer, tables become cards', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await loginWithPassword(page, 'admin@demo.local');
  await page.setViewportSize(PHONE);
  for (const [entry, label] of MANAGE_PAGES) {
    await expectFitsPhone(page, `/home/manageCenter/${entry}`, `manage-${entry}`, async (p) => {
      await expect(p.getByRole('main')).toBeVisible();
      await expect(p.getByText(label).first()).toBeAttached();
    });
  }
  // The sidebar opens as a drawer and leads to another entry.
  await page.getByRole('button', { name: '管理中心菜单' }).click();
  const drawer = page.getByRole('dialog', { name: '管理中心' });
  await drawer.getByRole('link', { name: '权益看板' }).click();
  await expect(page).toHaveURL(/\/home\/manageCenter\/quotaPan$/);
  await expect(drawer).toBeHidden();
});

test('the studio workbench fits a phone and a tablet: scenes and properties open over the canvas', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await loginWithPassword(page, 'admin@demo.local');
  await page.goto('/home/premium');
  const projectId = await openTemplateWorkbench(page, '手机上编辑');
  await page.setViewportSize(PHONE);
  await expectFitsPhone(page, `/home/video-generator/custom/${projectId}`, 'studio-workbench', async (p) => {
    await expect(p.getByRole('button', { name: /^场景 1\/\d+$/ })).toBeVisible();
  });
  // The canvas has the screen's width, not what a scene list and a property column would leave.
  const preview = page.getByRole('region', { name: '场景预览' });
  expect((await preview.boundingBox())!.width).toBeGreaterThan(350);
  await expect(page.getByRole('navigation', { name: '场景列表' })).toBeHidden();
  await expect(page.getByRole('button', { name: '撤销' })).toBeInViewport();
  await expect(page.getByRole('link', { name: '返回' })).toBeInViewport();
  await expect(page.getByRole('button', { name: '重命名 手机上编辑' })).toBeInViewport();
  await expect(page.getByRole('button', { name: '生成视频' })).toBeInViewport();

  // 场景: the list opens over the canvas; a scene is added there, and choosing one closes the list.
  const scenesButton = page.getByRole('button', { name: /^场景 1\/\d+$/ });
  const count = Number((await scenesButton.textContent())!.split('/')[1]);
  await scenesButton.click();
  const scenes = page.getByRole('dialog', { name: '场景' });
  await expect(scenes).toBeInViewport({ ratio: 1 });
  await scenes.getByRole('button', { name: '添加场景' }).click();
  await page.screenshot({ path: screenshotPath('phone/studio-scenes') });
  await scenes.getByTestId('scene-card').last().getByRole('button').first().click();
  await expect(scenes).toBeHidden();
  await expect(page.getByRole('button', { name: `场景 ${count + 1}/${count + 1}` })).toBeVisible();

  // 属性: the layers and the scene's settings fill the screen, and close again.
  await page.getByRole('button', { name: '属性' }).click();
  const properties = page.getByRole('dialog', { name: '属性' });
  await expect(properties.getByText('图层', { exact: true })).toBeVisible();
  await expect(properties).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: screenshotPath('phone/studio-properties') });
  await properties
    .getByRole('button', { name: '关闭' })
    .or(properties.locator('.mantine-Drawer-close'))
    .first()
    .click();
  await expect(properties).toBeHidden();

  // A tablet keeps the scene list beside the canvas; only the properties open over it.
  await page.setViewportSize({ width: 820, height: 1180 });
  await expect(page.getByRole('navigation', { name: '场景列表' })).toBeVisible();
  await expect(page.getByRole('button', { name: '属性' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: screenshotPath('phone/studio-tablet') });
});
