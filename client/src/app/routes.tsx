import { createBrowserRouter, Navigate } from 'react-router-dom';
import { ComingSoon } from '../components/ComingSoon';
import { LandingPage } from '../features/landing/LandingPage';
import { AppShell } from './AppShell';

/** Routes that work today; the rest of 000 §2 arrives with the issues that build them. */
export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'login', element: <ComingSoon area="登录" /> },
      { path: 'home/*', element: <ComingSoon area="工作台" /> },
      // 000 §2: unknown paths redirect to /home/premium.
      { path: '*', element: <Navigate to="/home/premium" replace /> },
    ],
  },
]);
