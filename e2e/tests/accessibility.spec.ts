import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from './support/portal';
import { buildCard, post } from './support/card';
import { DEMO_PASSWORD, loginWithPassword, openTemplateWorkbench } from './support/session';

/**
 * Accessibility (issue 28): axe-core on every route of app/routes.tsx, as the user who reaches it
 * (logged out, a member, an organisation admin, the 超管), against WCAG 2.0/2.1 A and AA. A moderate,
 * serious or critical violation anywhere fails the test; every route is audited before it fails, and the
 * message names the route, the rule and the selectors, so one run shows all there is to fix.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
// Moderate findings block too: none is left on any route (minor ones were none either, 2026-11-27).
const BLOCKING = new Set(['moderate', 'serious', 'critical']);

type Audit = { route: string; exclude?: string[] };

/** Opens `route`, waits for its data and its loaders to settle, and returns its blocking violations. */
async function auditRoute(page: Page, audit: Audit): Promise<string[]> {
  return test.step(audit.route, () => findViolations(page, audit));
}

async function findViolations(page: Page, { route, exclude = [] }: Audit): Promise<string[]> {
  await page.goto(route);
  await settle(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map(
      (v) =>
        `${route}  ${v.id} (${v.impact}, ${v.nodes.length}): ${v.help}\n    ${v.nodes
          .slice(0, 6)
          .map((n) => n.target.join(' '))
          .join('\n    ')}`,
    );
}

/** A page is audited once its queries have answered, its loaders are gone and its transitions are over. */
async function settle(page: Page): Promise<void> {
  // Live pages keep a stream open, so the network never falls idle there: a bounded wait is enough.
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  // A page that keeps a spinner (a link being checked, a live human connecting) is audited as it stands.
  await expect(page.locator('.mantine-Loader-root:visible'))
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => undefined);
  // Mantine's enter transitions fade text in; contrast is measured on the settled colours.
  // An endless animation (a spinner) never finishes: only finite ones are awaited, and not for long.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const finite = document
          .getAnimations()
          .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY));
        void Promise.all(finite.map((a) => a.finished.catch(() => undefined))).then(() => resolve());
        setTimeout(resolve, 3_000);
      }),
  );
}

async function auditAll(page: Page, audits: Audit[]): Promise<string[]> {
  const findings: string[] = [];
  for (const audit of audits) findings.push(...(await auditRoute(page, audit)));
  return findings;
}

async function freshPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'zh-CN' });
  return context.newPage();
}

// Nothing is excluded: the API reference of /developer-doc/show (Scalar, a third-party renderer) is
// audited too, its low-contrast greys overridden in features/docs/ApiReference.tsx.

test('public pages, logged out, have no moderate, serious or critical violations', async ({ browser }) => {
  test.setTimeout(240_000);
  const visitor = await freshPage(browser);
  const findings = await auditAll(visitor, [
    { route: '/' },
    { route: '/login' },
    { route: '/code' },
    { route: '/landingPage' },
    { route: '/marketLandingPage' },
    { route: '/developer-doc/show' },
    { route: '/developer-doc/show/signature' },
    { route: '/product-doc/show' },
    { route: '/service-terms' },
    { route: '/privacy-policy' },
    { route: '/password/forget' },
    { route: '/password/forget-email' },
    { route: '/password/reset?token=not-a-real-token' },
    { route: '/password/reset-expired' },
    { route: '/password/create?token=not-a-real-token' },
    { route: '/password/create-expired' },
    { route: '/activated' },
    { route: `/setup?token=${'A'.repeat(43)}` },
    { route: '/ops/login' },
  ]);
  // The login page on a phone: its layout differs (the brand panel folds away).
  const phone = await freshPage(browser, { width: 390, height: 844 });
  findings.push(...(await auditAll(phone, [{ route: '/login' }, { route: '/' }])));
  expect(findings, findings.join('\n')).toEqual([]);
});

test('the operator console has no moderate, serious or critical violations, on a desktop and a phone', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const routes = [
    '/ops',
    '/ops/companies',
    '/ops/orders',
    '/ops/products',
    '/ops/catalogue',
    '/ops/brands',
    '/ops/notices',
    '/ops/payment',
    '/ops/speech',
    '/ops/operators',
    '/ops/audit',
  ];
  const findings: string[] = [];
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    const operator = await freshPage(browser, viewport);
    await operator.goto('/ops/login');
    await operator.getByLabel('邮箱').fill('ops@demo.local');
    await operator.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
    await operator.getByRole('button', { name: '登录' }).click();
    await expect(operator).toHaveURL(/\/ops$/);
    findings.push(
      ...(await auditAll(
        operator,
        routes.map((route) => ({ route })),
      )),
    );
  }
  expect(findings, findings.join('\n')).toEqual([]);
});

test('a member’s pages have no moderate, serious or critical violations', async ({ browser }) => {
  test.setTimeout(240_000);
  const member = await freshPage(browser);
  await loginWithPassword(member, 'member@demo.local');
  const findings = await auditAll(member, [
    { route: '/home/premium' },
    { route: '/home/premiumInteractive' },
    { route: '/home/project' },
    { route: '/home/customMade' },
    { route: '/home/member' },
    { route: '/home/memberDetails' },
    { route: '/home/manageCenter/AccountSetting' },
    { route: '/home/manageCenter/orderCenter' },
    { route: '/password/change' },
  ]);
  expect(findings, findings.join('\n')).toEqual([]);
});

test('the management center, the studio and the card have no moderate, serious or critical violations', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const admin = await freshPage(browser);
  await loginWithPassword(admin, 'admin@demo.local');
  const entries = [
    'AccountSetting',
    'DataAnalyse',
    'DocDataAnalyse',
    'quotaPan',
    'aiStaff',
    'organizationManage',
    'userManage',
    'cardLeads',
    'openApi',
    'deviceManage',
    'orderCenter',
    'safetyLexicon',
  ];
  const findings = await auditAll(admin, [
    ...entries.map((entry) => ({ route: `/home/manageCenter/${entry}` })),
    { route: '/home/premium' },
    { route: '/home/premiumInteractive' },
    { route: '/home/project' },
    { route: '/home/voice-generator/custom' },
  ]);

  // The studio workbench with a template, as a manager opens it from /home/premium.
  await admin.goto('/home/premium');
  const workbench = await openTemplateWorkbench(admin);
  findings.push(...(await auditRoute(admin, { route: `/home/video-generator/custom/${workbench}` })));

  // A published card (created through the API): its editor, its member previews and the visitor's card.
  const card = await buildCard(admin.request);
  try {
    findings.push(
      ...(await auditAll(admin, [
        { route: `/home/interactive?rtcId=${card.projectId}` },
        { route: `/RtcPreview/h5/${card.projectId}` },
        { route: `/CommonRTCPreview/${card.projectId}` },
        { route: `/ThreeDimensionCTEPage/${card.projectId}` },
      ])),
    );
    const room = await post(admin.request, '/api/live/room', { projectId: card.projectId, title: '无障碍检查直播间' });
    expect(room.code, room.message).toBe(200);
    const viewerUrl = new URL(room.data.viewerUrl);

    const visitor = await freshPage(browser, { width: 390, height: 844 });
    findings.push(
      ...(await auditAll(visitor, [{ route: card.path }, { route: `${viewerUrl.pathname}${viewerUrl.search}` }])),
    );
  } finally {
    // A published card holds one of the demo company's digital cards: the suite's other cards need theirs.
    await post(admin.request, '/api/v1/talk/project/cancel/v2/publish', { projectId: card.projectId });
  }

  const superAdmin = await freshPage(browser);
  await loginWithPassword(superAdmin, 'super@demo.local');
  findings.push(...(await auditAll(superAdmin, [{ route: '/home/manageCenter/siteContent' }])));
  expect(findings, findings.join('\n')).toEqual([]);
});
