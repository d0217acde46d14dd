import { expect, test, type Page } from './support/portal';
import { loginWithPassword, screenshotPath } from './support/session';

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
