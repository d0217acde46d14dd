import type { ManageCenterEntry, ManageCenterFlags } from '../manageCenter/nav-rules';
import { visibleEntries } from '../manageCenter/nav-rules';

/**
 * What a route may carry in its `handle` (react-router): its breadcrumb (000 §2 page titles) and
 * its access requirements (000 §2 route permissions).
 */
export interface RouteHandle {
  breadcrumb?: string;
  /** 000 §2: the company must pass the code-name check or subscribe to every listed service. */
  permissions?: readonly string[];
  /** The management-center entry a route is; the page needs the entry to be visible (000 §2 table). */
  manageCenterEntry?: ManageCenterEntry;
}

/** 000 §2: a list containing this always fails the check. */
export const ALWAYS_DENIED = 'Company';

export interface CompanyGrants {
  codeName?: string | null;
  subscriptionServices: readonly string[];
}

/**
 * 000 §2 route permissions. 000 does not say what the code-name check is; we decide a route's list
 * may name a company by its code name, which opens the route to that company whatever it subscribes to.
 */
export function hasRoutePermission(permissions: readonly string[] | undefined, company: CompanyGrants): boolean {
  if (!permissions || permissions.length === 0) return true;
  if (permissions.includes(ALWAYS_DENIED)) return false;
  if (company.codeName && permissions.includes(company.codeName)) return true;
  return permissions.every((p) => company.subscriptionServices.includes(p));
}

/**
 * Every matched route's requirements must hold (a parent's list guards its children too).
 * The management center's manager-only entries are the first routes gated here: 000 §2 hides the
 * per-route permission lists, and any service name we invented would lock out companies that do not
 * subscribe to it (the demo company subscribes to none), so they carry their entry instead, and a
 * member who types the address of a manager-only entry sees the no-permission page.
 */
export function canViewRoute(
  handles: ReadonlyArray<RouteHandle | undefined>,
  company: CompanyGrants,
  flags: ManageCenterFlags,
): boolean {
  const entries = visibleEntries(flags);
  return handles.every((h) => {
    if (!h) return true;
    if (!hasRoutePermission(h.permissions, company)) return false;
    return !h.manageCenterEntry || entries.includes(h.manageCenterEntry);
  });
}

/** The deepest breadcrumb of the matched routes. */
export function deepestBreadcrumb(handles: ReadonlyArray<RouteHandle | undefined>): string | null {
  for (let i = handles.length - 1; i >= 0; i--) {
    const crumb = handles[i]?.breadcrumb;
    if (crumb) return crumb;
  }
  return null;
}

/**
 * 000 §2: page titles come from the route's breadcrumb unless the brand is customised; a customised
 * brand (and a page without a breadcrumb) shows the web name alone.
 */
export function pageTitle(
  breadcrumb: string | null,
  brand: { webName: string; isCustomize: boolean } | undefined,
): string {
  const name = brand?.webName ?? '';
  if (!breadcrumb || brand?.isCustomize) return name;
  return name ? `${breadcrumb} - ${name}` : breadcrumb;
}
