import { desc, eq, max } from 'drizzle-orm';
import type { LegalKind } from '@portal/contracts/calls/content/content-schemas';
import type { Database } from '../../db/client';
import { legalTexts, users } from '../../db/schema/index';
import { DEFAULT_LEGAL_TEXTS } from './legal-defaults';

/** The latest saved version, or the built-in default (version 0) until a super administrator saves one. */
export async function currentLegalText(db: Database, kind: LegalKind) {
  const [row] = await db
    .select()
    .from(legalTexts)
    .where(eq(legalTexts.kind, kind))
    .orderBy(desc(legalTexts.version))
    .limit(1);
  if (!row) return { kind, version: 0, content: DEFAULT_LEGAL_TEXTS[kind], updatedAt: null };
  return { kind, version: row.version, content: row.content, updatedAt: row.createdAt };
}

/** Saves the next version; two saves at once cannot take one number (unique kind+version), the later retries. */
export async function saveLegalText(db: Database, editorId: string, input: { kind: LegalKind; content: string }) {
  for (let attempt = 0; ; attempt++) {
    try {
      const [last] = await db
        .select({ version: max(legalTexts.version) })
        .from(legalTexts)
        .where(eq(legalTexts.kind, input.kind));
      const [row] = await db
        .insert(legalTexts)
        .values({ kind: input.kind, version: (last?.version ?? 0) + 1, content: input.content, editorId })
        .returning();
      return { kind: input.kind, version: row!.version, content: row!.content, updatedAt: row!.createdAt };
    } catch (error) {
      if (attempt >= 2) throw error;
    }
  }
}

export async function legalVersions(db: Database, kind: LegalKind) {
  const rows = await db
    .select({ row: legalTexts, editorName: users.displayName })
    .from(legalTexts)
    .leftJoin(users, eq(users.id, legalTexts.editorId))
    .where(eq(legalTexts.kind, kind))
    .orderBy(desc(legalTexts.version));
  return rows.map(({ row, editorName }) => ({
    version: row.version,
    updatedAt: row.createdAt,
    editorName: editorName ?? null,
    length: row.content.length,
  }));
}
