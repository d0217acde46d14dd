import { and, eq, type SQL } from 'drizzle-orm';
import { videoTasks } from '../../db/schema/index';
import { isManager } from '../accounts/roles';

/**
 * The video tasks a user may see, act on and delete: managers (管理员, administrator, 超管 —
 * roles.ts) the whole company's, members only their own. 001 §2 shows one task list and no
 * rule; a member batch-deleting a colleague's renders is what this prevents (ours).
 */
export function visibleTasks(user: { id: string; companyId: string; roles: readonly string[] }): SQL {
  const company = eq(videoTasks.companyId, user.companyId);
  return isManager(user.roles) ? company : and(company, eq(videoTasks.userId, user.id))!;
}
