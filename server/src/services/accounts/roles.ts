/** Role names as they appear in user records (000 §3, 000 §6). */
export const ROLE_ADMIN = '管理员';
export const ROLE_SUPER_ADMIN = '超管';
export const ROLE_ADMINISTRATOR = 'administrator';

export const isSuperAdmin = (roles: readonly string[]) => roles.includes(ROLE_SUPER_ADMIN);

/** Management rights: the administrator role, 管理员, or a super admin (000 §6; 002 §6). */
export const isManager = (roles: readonly string[]) =>
  roles.includes(ROLE_ADMIN) || roles.includes(ROLE_ADMINISTRATOR) || isSuperAdmin(roles);
