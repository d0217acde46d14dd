import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { ComingSoon } from '../components/ComingSoon';
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

const soon = (area: string) => ({ element: <ComingSoon area={area} /> });

/** 000 §2 routes built so far; the pages of later issues show ComingSoon in their place. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <AppShell />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'service-terms', ...soon('服务条款') },
          { path: 'privacy-policy', ...soon('隐私政策') },
          { path: 'product-doc/show/:id?', ...soon('使用指南') },
          { path: 'developer-doc/show/:id?', ...soon('开发文档') },
          { path: 'landingPage', ...soon('应用介绍') },
          { path: 'marketLandingPage', ...soon('营销落地页') },
        ],
      },
      { path: 'login', ...page(auth, (m) => m.LoginPage) },
      { path: 'code', ...page(() => import('../features/invitation/CodePage'), (m) => m.CodePage) },
      { path: 'password/forget', ...page(password, (m) => m.ForgetPasswordPage) },
      { path: 'password/forget-email', ...page(password, (m) => m.ForgetEmailSentPage) },
      { path: 'password/reset', ...page(password, (m) => m.ResetPasswordPage) },
      { path: 'password/reset-expired', ...page(password, (m) => m.ResetExpiredPage) },
      { path: 'password/create', ...page(password, (m) => m.CreatePasswordPage) },
      { path: 'password/create-expired', ...page(password, (m) => m.CreateExpiredPage) },
      { path: 'password/change', ...page(password, (m) => m.ChangePasswordPage) },
      { path: 'activated', ...page(password, (m) => m.ActivatedPage) },
      {
        path: 'home',
        ...page(auth, (m) => m.SessionGate),
        children: [
          {
            // 000 §2: these render without the shell chrome.
            ...page(shell, (m) => m.BareHomeLayout),
            children: [
              { path: 'video-generator/*', ...soon('视频制作') },
              { path: 'voice-generator/*', ...soon('语音制作') },
              { path: 'interactive', ...soon('数字互动') },
            ],
          },
          {
            ...page(shell, (m) => m.HomeLayout),
            children: [
              { index: true, element: <Navigate to="premium" replace /> },
              { path: 'premium', ...soon('数字播报') },
              { path: 'premiumInteractive', ...soon('数字互动') },
              { path: 'project', ...soon('项目管理') },
              { path: 'customMade', ...soon('定制') },
              { path: 'member', ...soon('会员中心') },
              { path: 'memberDetails', ...soon('会员详情') },
              {
                path: 'manageCenter',
                ...page(shell, (m) => m.ManageCenterLayout),
                children: [
                  { index: true, element: <Navigate to="AccountSetting" replace /> },
                  { path: 'AccountSetting', ...page(shell, (m) => m.AccountSetting) },
                  { path: '*', ...soon('管理中心') },
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
