import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { faceSwitches } from '../../db/schema/index';
import { companyTalkRow } from '../talk/projects';
import { requireFaceRight } from './rights';

/** Whether recognition is on for the project (off until opened, 002 §5). */
export async function faceSwitchOf(db: Database, companyId: string, projectId: string) {
  const [row] = await db
    .select({ enabled: faceSwitches.enabled })
    .from(faceSwitches)
    .where(and(eq(faceSwitches.projectId, projectId), eq(faceSwitches.companyId, companyId)));
  return row?.enabled ?? false;
}

export async function getFaceSwitch(db: Database, companyId: string, projectId: string | number) {
  const project = await companyTalkRow(db, companyId, projectId);
  return { projectId: project.id, faceSwitch: await faceSwitchOf(db, companyId, project.id) };
}

/** Opening needs the face right (002 §6); closing never does, so a company can always stop it. */
export async function setFaceSwitch(db: Database, companyId: string, projectId: string | number, enabled: boolean) {
  const project = await companyTalkRow(db, companyId, projectId);
  if (enabled) await requireFaceRight(db, companyId);
  await db
    .insert(faceSwitches)
    .values({ projectId: project.id, companyId, enabled, updatedAt: new Date() })
    .onConflictDoUpdate({ target: faceSwitches.projectId, set: { enabled, updatedAt: new Date() } });
  return { projectId: project.id, faceSwitch: enabled };
}
