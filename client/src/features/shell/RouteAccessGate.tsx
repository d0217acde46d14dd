import type { ReactNode } from 'react';
import { useMatches } from 'react-router-dom';
import { NoPermission } from '../../components/NoPermission';
import { useCurrentUser } from '../auth/use-session';
import { canViewRoute, type RouteHandle } from './route-access';

/** 000 §2 route permissions for the logged-in pages; SessionGate above has loaded user and quota. */
export function RouteAccessGate({ children }: { children: ReactNode }) {
  const handles = useMatches().map((m) => m.handle as RouteHandle | undefined);
  const user = useCurrentUser().data;
  if (!user) return null;
  return canViewRoute(handles, user.company, user.manageCenter) ? children : <NoPermission />;
}
