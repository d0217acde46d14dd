import { describe, expect, it } from 'vitest';
import { canViewRoute, deepestBreadcrumb, hasRoutePermission, pageTitle } from './route-access';

const company = (subscriptionServices: string[] = [], codeName: string | null = 'demo') => ({
  codeName,
  subscriptionServices,
});

describe('hasRoutePermission (000 §2)', () => {
  it('lets every company in when the route carries no list', () => {
    expect(hasRoutePermission(undefined, company())).toBe(true);
    expect(hasRoutePermission([], company())).toBe(true);
  });

  it('needs every listed service among the subscriptions', () => {
    expect(hasRoutePermission(['Video', 'Card'], company(['Video', 'Card', 'Sdk']))).toBe(true);
    expect(hasRoutePermission(['Video', 'Card'], company(['Video']))).toBe(false);
  });

  it('passes a company the list names by its code name', () => {
    expect(hasRoutePermission(['Video', 'demo'], company([]))).toBe(true);
    expect(hasRoutePermission(['Video', 'acme'], company([]))).toBe(false);
    expect(hasRoutePermission(['Video'], company([], null))).toBe(false);
  });

  it('always fails a list containing Company', () => {
    expect(hasRoutePermission(['Company'], company(['Company']))).toBe(false);
    expect(hasRoutePermission(['Company', 'demo'], company([], 'demo'))).toBe(false);
  });
});

describe('canViewRoute', () => {
  const member = { hasManageCenter: false, isOrgManager: false, isManagerNotInOrg: false };
  const admin = { hasManageCenter: true, isOrgManager: false, isManagerNotInOrg: true };
  const orgManager = { hasManageCenter: true, isOrgManager: true, isManagerNotInOrg: false };

  it('shows manager-only entries to managers only', () => {
    const route = [undefined, { breadcrumb: '管理中心' }, { manageCenterEntry: 'userManage' as const }];
    expect(canViewRoute(route, company(), admin)).toBe(true);
    expect(canViewRoute(route, company(), member)).toBe(false);
    expect(canViewRoute(route, company(), orgManager)).toBe(false);
    expect(canViewRoute([{ manageCenterEntry: 'AccountSetting' }], company(), member)).toBe(true);
  });

  it('applies every matched route’s permission list', () => {
    expect(canViewRoute([{ permissions: ['Video'] }, {}], company(['Video']), member)).toBe(true);
    expect(canViewRoute([{ permissions: ['Video'] }, { permissions: ['Card'] }], company(['Video']), member)).toBe(
      false,
    );
  });
});

describe('page titles (000 §2)', () => {
  const standard = { webName: '数字员工平台', isCustomize: false };

  it('takes the deepest breadcrumb', () => {
    expect(deepestBreadcrumb([undefined, { breadcrumb: '管理中心' }, { breadcrumb: '账号设置' }, {}])).toBe('账号设置');
    expect(deepestBreadcrumb([undefined, {}])).toBeNull();
  });

  it('joins the breadcrumb and the web name unless the brand is customised', () => {
    expect(pageTitle('登录', standard)).toBe('登录 - 数字员工平台');
    expect(pageTitle(null, standard)).toBe('数字员工平台');
    expect(pageTitle('登录', { webName: '某品牌', isCustomize: true })).toBe('某品牌');
    expect(pageTitle('登录', undefined)).toBe('登录');
  });
});
