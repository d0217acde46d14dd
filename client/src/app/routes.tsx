import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { ComingSoon } from '../components/ComingSoon';
import type { RouteHandle } from '../features/shell/route-access';
import type { ManageCenterEntry } from '../features/manageCenter/nav-rules';
import { MANAGE_CENTER_LABELS } from '../features/manageCenter/nav-rules';
import { LandingPage } from '../features/landing/LandingPage';
import { AppShell } from './AppShell';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/** Lazy pages: each area is its own chunk (a failed chunk reloads once, lib/chunk-reload). */
const page = <T,>(load: () => Promise<T>, pick: (module: T) => React.ComponentType): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: pick(await load()) }),
});
const auth = () => import('../features/auth/routes');
const shell = () => import('../features/shell/routes');
const password = () => import('../features/password/routes');
const manage = () => import('../features/manageCenter/routes');
const docs = () => import('../features/docs/routes');
const applet = () => import('../features/applet/routes');
const ops = () => import('../features/ops/routes');

/** 002 §2 preview pages: the same live page, laid out by the project's delivery mode. */
const PREVIEW_PATHS = [
  'RtcPreview',
  'BRtcPreview',
  'BRtcPreviewOld',
  'CommonRTCPreview',
  'CRTCPreview',
  'TestRTCPreview',
  'ThreeDimensionSDKPreview',
] as const;
/** The all-in-one machine's pages (issue 29): the kiosk with a device token, else the preview. */
const KIOSK_PATHS = ['ThreeDimensionCTEPreview', 'ThreeDimensionCTEPage'] as const;
const kiosk = () => import('../features/kiosk/routes');
const memberPreview = { index: true, ...page(applet, (m) => m.MemberPreviewPage) };
/** The SDK preview for a member is the SDK's sample host page (issue 30), not the card. */
const sdkPreview = {
  index: true,
  ...page(
    () => import('../features/sdk-preview/routes'),
    (m) => m.SdkPreviewPage,
  ),
};

const content = () => import('../features/content/pages');
const soon = (area: string) => ({ element: <ComingSoon area={area} /> });
/** 000 §2: each route's breadcrumb gives the page title (RootLayout). */
const crumb = (breadcrumb: string, more: Omit<RouteHandle, 'breadcrumb'> = {}): { handle: RouteHandle } => ({
  handle: { breadcrumb, ...more },
});

/** A management-center entry gated by the table of 000 §2 (features/shell/route-access). */
const manageEntry = (
  entry: ManageCenterEntry,
  Page: (m: Awaited<ReturnType<typeof manage>>) => React.ComponentType,
  path: string = entry,
) => ({
  path,
  ...page(manage, Page),
  ...crumb(MANAGE_CENTER_LABELS[entry], { manageCenterEntry: entry }),
});

/** 000 §2 routes built so far; the pages of later issues show ComingSoon in their place. */
export const router = createBrowserRouter([
  {
    // The visitor's live pages: outside the portal's layout (the tab shows the card's share title).
    ...page(applet, (m) => m.LiveRoot),
    errorElement: <RouteError />,
    children: [
      { path: 'applet', ...page(applet, (m) => m.CardPage) },
      // Login needed (002 §2): a member's preview through the session gate, as the /home routes.
      { path: 'RtcPreview/h5/:project', ...page(auth, (m) => m.SessionGate), children: [memberPreview] },
      // With ?shareToken= the card link for anyone; without, the member's preview behind the gate.
      ...PREVIEW_PATHS.map((name) => ({
        path: `${name}/:project`,
        ...page(applet, (m) => m.PreviewPage),
        children: [name === 'ThreeDimensionSDKPreview' ? sdkPreview : memberPreview],
      })),
      ...KIOSK_PATHS.map((name) => ({
        path: `${name}/:project`,
        ...page(kiosk, (m) => m.KioskEntry),
        children: [memberPreview],
      })),
    ],
  },
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <AppShell />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'service-terms', ...page(content, (m) => m.ServiceTermsPage), ...crumb('服务条款') },
          { path: 'privacy-policy', ...page(content, (m) => m.PrivacyPolicyPage), ...crumb('隐私政策') },
          { path: 'product-doc/show/:id?', ...page(docs, (m) => m.ProductDocPage), ...crumb('使用指南') },
          { path: 'developer-doc/show/:id?', ...page(docs, (m) => m.DeveloperDocPage), ...crumb('开发文档') },
          { path: 'landingPage', ...page(content, (m) => m.ProductLandingPage), ...crumb('应用介绍') },
          { path: 'marketLandingPage', ...page(content, (m) => m.MarketLandingPage), ...crumb('数字人市场') },
          { path: 'login', ...page(auth, (m) => m.LoginPage), ...crumb('登录') },
        ],
      },
      {
        path: 'code',
        ...page(
          () => import('../features/invitation/CodePage'),
          (m) => m.CodePage,
        ),
        ...crumb('邀请码'),
      },
      {
        // The operator console (issue 27): its own sign-in and frame, never the company shell.
        path: 'ops',
        children: [
          { path: 'login', ...page(ops, (m) => m.OpsLoginPage), ...crumb('运营方登录') },
          {
            ...page(ops, (m) => m.OpsShell),
            children: [
              { index: true, ...page(ops, (m) => m.OverviewPage), ...crumb('运营概览') },
              { path: 'companies', ...page(ops, (m) => m.CompaniesPage), ...crumb('企业') },
              { path: 'companies/:companyId', ...page(ops, (m) => m.CompanyDetailPage), ...crumb('企业详情') },
              { path: 'orders', ...page(ops, (m) => m.OrdersPage), ...crumb('订单') },
              { path: 'products', ...page(ops, (m) => m.ProductsPage), ...crumb('商品价格') },
              { path: 'catalogue', ...page(ops, (m) => m.CataloguePage), ...crumb('数字人') },
              { path: 'brands', ...page(ops, (m) => m.BrandsPage), ...crumb('品牌') },
              { path: 'notices', ...page(ops, (m) => m.NoticesPage), ...crumb('公告') },
              { path: 'payment', ...page(ops, (m) => m.PaymentSettingsPage), ...crumb('支付设置') },
              { path: 'speech', ...page(ops, (m) => m.SpeechSettingsPage), ...crumb('语音服务') },
              { path: 'operators', ...page(ops, (m) => m.OperatorsPage), ...crumb('运营人员') },
              { path: 'audit', ...page(ops, (m) => m.AuditPage), ...crumb('审计日志') },
            ],
          },
        ],
      },
      {
        path: 'setup',
        ...page(
          () => import('../features/setup/SetupPage'),
          (m) => m.SetupPage,
        ),
        ...crumb('初始化平台'),
      },
      {
        // A live room's viewers (0021): public, outside the login gate, without the shell.
        path: 'applet/live',
        ...page(
          () => import('../features/live-room/LiveRoomPage'),
          (m) => m.LiveRoomPage,
        ),
        ...crumb('直播间'),
      },
      { path: 'password/forget', ...page(password, (m) => m.ForgetPasswordPage), ...crumb('忘记密码') },
      { path: 'password/forget-email', ...page(password, (m) => m.ForgetEmailSentPage), ...crumb('忘记密码') },
      { path: 'password/reset', ...page(password, (m) => m.ResetPasswordPage), ...crumb('重置密码') },
      { path: 'password/reset-expired', ...page(password, (m) => m.ResetExpiredPage), ...crumb('重置密码') },
      { path: 'password/create', ...page(password, (m) => m.CreatePasswordPage), ...crumb('设置密码') },
      { path: 'password/create-expired', ...page(password, (m) => m.CreateExpiredPage), ...crumb('设置密码') },
      { path: 'password/change', ...page(password, (m) => m.ChangePasswordPage), ...crumb('修改密码') },
      { path: 'activated', ...page(password, (m) => m.ActivatedPage), ...crumb('账号已激活') },
      {
        path: 'home',
        ...page(auth, (m) => m.SessionGate),
        children: [
          {
            // 000 §2: these render without the shell chrome.
            ...page(shell, (m) => m.BareHomeLayout),
            children: [
              {
                path: 'video-generator/custom/:id?',
                ...page(
                  () => import('../features/workbench/WorkbenchPage'),
                  (m) => m.WorkbenchPage,
                ),
                ...crumb('视频制作'),
              },
              {
                // 001 §2: the professional workbench; the spec shows nothing that sets it apart, so it opens the same editor.
                path: 'video-generator/pro/:id?',
                ...page(
                  () => import('../features/workbench/WorkbenchPage'),
                  (m) => m.WorkbenchPage,
                ),
                ...crumb('视频制作'),
              },
              {
                path: 'voice-generator/custom/:id?',
                ...page(
                  () => import('../features/voice-broadcast/VoiceBroadcastPage'),
                  (m) => m.VoiceBroadcastPage,
                ),
                ...crumb('语音制作'),
              },
              { path: 'video-generator/*', ...soon('视频制作'), ...crumb('视频制作') },
              { path: 'voice-generator/*', ...soon('语音制作'), ...crumb('语音制作') },
              {
                path: 'interactive',
                ...page(
                  () => import('../features/interactive/RtcEditorPage'),
                  (m) => m.RtcEditorPage,
                ),
                ...crumb('数字互动'),
              },
            ],
          },
          {
            ...page(shell, (m) => m.HomeLayout),
            children: [
              { index: true, element: <Navigate to="premium" replace /> },
              {
                path: 'premium',
                ...page(
                  () => import('../features/premium/PremiumPage'),
                  (m) => m.PremiumPage,
                ),
                ...crumb('数字播报'),
              },
              {
                path: 'premiumInteractive',
                ...page(
                  () => import('../features/interactive/InteractiveListPage'),
                  (m) => m.InteractiveListPage,
                ),
                ...crumb('数字互动'),
              },
              {
                path: 'project',
                ...page(
                  () => import('../features/interactive/ProjectManagePage'),
                  (m) => m.ProjectManagePage,
                ),
                ...crumb('项目管理'),
              },
              { path: 'customMade', ...page(content, (m) => m.CustomMadePage), ...crumb('定制数字人') },
              { path: 'member', ...page(manage, (m) => m.MemberPage), ...crumb('会员中心') },
              { path: 'memberDetails', ...page(manage, (m) => m.MemberDetailsPage), ...crumb('会员详情') },
              {
                path: 'manageCenter',
                ...page(shell, (m) => m.ManageCenterLayout),
                ...crumb('管理中心'),
                children: [
                  { index: true, element: <Navigate to="AccountSetting" replace /> },
                  { path: 'AccountSetting', ...page(shell, (m) => m.AccountSetting), ...crumb('账号设置') },
                  manageEntry('DataAnalyse', (m) => m.DataAnalyse),
                  manageEntry('DataAnalyse', (m) => m.DocDataAnalyse, 'DocDataAnalyse'),
                  manageEntry('quotaPan', (m) => m.QuotaPan),
                  manageEntry('aiStaff', (m) => m.AiStaff),
                  manageEntry('organizationManage', (m) => m.OrganizationManage),
                  manageEntry('userManage', (m) => m.UserManage),
                  manageEntry('cardLeads', (m) => m.CardLeads),
                  // Ours (issue 30): the page and the server check the 超管 role; no manageCenter flag carries it.
                  {
                    path: 'siteContent',
                    ...page(content, (m) => m.SiteContentPage),
                    ...crumb(MANAGE_CENTER_LABELS.siteContent),
                  },
                  manageEntry('openApi', (m) => m.OpenApiKeys),
                  manageEntry('deviceManage', (m) => m.DeviceManage),
                  // Ours: every buyer lands here from the purchase-success dialog (000 §2), so the order
                  // list is open to members too (their own orders); the menu entry stays managers' only.
                  {
                    path: 'orderCenter',
                    ...page(manage, (m) => m.OrderCenter),
                    ...crumb(MANAGE_CENTER_LABELS.orderCenter),
                  },
                  {
                    path: 'safetyLexicon',
                    ...page(
                      () => import('../features/safety-lexicon/SafetyLexiconPage'),
                      (m) => m.SafetyLexiconPage,
                    ),
                    ...crumb(MANAGE_CENTER_LABELS.safetyLexicon, { manageCenterEntry: 'safetyLexicon' }),
                  },
                  // Ours: an unknown entry falls back to the default entry (000 §2: default redirect to AccountSetting).
                  { path: '*', element: <Navigate to="AccountSetting" replace /> },
                ],
              },
              { path: '*', element: <Navigate to="/home/premium" replace /> },
            ],
          },
        ],
      },
      // 000 §2: unknown paths redirect to /home/premium.
      { path: '*', element: <Navigate to="/home/premium" replace /> },
    ],
  },
]);
