import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { faceSwitches, faceUsers } from '../../db/schema/index';
import { deviceUserView } from './face-users';
import { openEmbedding } from './sealed';
import { forgetProjectFaces } from './match';

/** Everything the company's face data holds, embeddings opened (PIPL art. 45: a copy on request). */
export async function exportCompanyFaces(db: Database, secret: string, companyId: string) {
  const rows = await db.select().from(faceUsers).where(eq(faceUsers.companyId, companyId));
  const switches = await db.select().from(faceSwitches).where(eq(faceSwitches.companyId, companyId));
  return {
    exportedAt: new Date().toISOString(),
    users: rows.map((row) => {
      let embedding: number[] = [];
      try {
        embedding = Array.from(openEmbedding(row.embeddingSealed, secret));
      } catch {
        embedding = [];
      }
      return { ...deviceUserView(row, secret), embedding };
    }),
    switches: switches.map((s) => ({ projectId: s.projectId, faceSwitch: s.enabled })),
  };
}

/** Deletes all the company's face data at once: people, photos, embeddings, and the switches. */
export async function purgeCompanyFaces(db: Database, companyId: string) {
  return db.transaction(async (tx) => {
    const users = await tx
      .delete(faceUsers)
      .where(eq(faceUsers.companyId, companyId))
      .returning({ projectId: faceUsers.projectId });
    const switches = await tx
      .delete(faceSwitches)
      .where(eq(faceSwitches.companyId, companyId))
      .returning({ projectId: faceSwitches.projectId });
    for (const projectId of new Set(users.map((u) => u.projectId))) forgetProjectFaces(projectId);
    return { deletedUsers: users.length, deletedSwitches: switches.length };
  });
}
