import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { foldWord } from '@portal/workers/core/safety/index';
import type { Database } from '../../db/client';
import { safetyLexiconVersions, safetyWords } from '../../db/schema/index';

export type LexiconKind = 'block' | 'allow';
export type LexiconLevel = 'RISK' | 'SENSITIVE';
export interface LexiconWordInput {
  word: string;
  kind: LexiconKind;
  level: LexiconLevel;
  category: string;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Raises the company's lexicon version inside the change's transaction: the signal every process reads. */
async function bumpVersion(tx: Tx | Database, companyId: string): Promise<number> {
  const [row] = await tx
    .insert(safetyLexiconVersions)
    .values({ companyId, version: 1 })
    .onConflictDoUpdate({
      target: safetyLexiconVersions.companyId,
      set: { version: sql`${safetyLexiconVersions.version} + 1`, updatedAt: new Date() },
    })
    .returning({ version: safetyLexiconVersions.version });
  return row!.version;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listLexiconWords(
  db: Database,
  companyId: string,
  q: { keyword?: string; kind?: LexiconKind; pageIndex: number; pageSize: number },
) {
  const where = and(
    eq(safetyWords.companyId, companyId),
    q.kind ? eq(safetyWords.kind, q.kind) : undefined,
    q.keyword ? ilike(safetyWords.word, `%${escapeLike(q.keyword)}%`) : undefined,
  );
  const [{ total }] = (await db.select({ total: count() }).from(safetyWords).where(where)) as [{ total: number }];
  const rows = await db
    .select()
    .from(safetyWords)
    .where(where)
    .orderBy(desc(safetyWords.createdAt), safetyWords.word)
    .limit(q.pageSize)
    .offset((q.pageIndex - 1) * q.pageSize);
  return { total: Number(total), list: rows.map(toView) };
}

export async function allLexiconWords(db: Database, companyId: string, kind?: LexiconKind) {
  const rows = await db
    .select()
    .from(safetyWords)
    .where(and(eq(safetyWords.companyId, companyId), kind ? eq(safetyWords.kind, kind) : undefined))
    .orderBy(safetyWords.kind, safetyWords.word);
  return rows.map(toView);
}

function toView(r: typeof safetyWords.$inferSelect) {
  return {
    id: r.id,
    word: r.word,
    kind: r.kind as LexiconKind,
    level: r.level as LexiconLevel,
    category: r.category as 'custom',
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * Adds words; one already listed (the same once folded: 賭博 is 赌博) counts as duplicated, one that
 * folds to nothing (only punctuation) as invalid. The version moves only when a word was added.
 */
export async function addLexiconWords(
  db: Database,
  companyId: string,
  userId: string | null,
  words: LexiconWordInput[],
) {
  const seen = new Set<string>();
  const rows: (typeof safetyWords.$inferInsert)[] = [];
  let invalid = 0;
  for (const w of words) {
    const word = w.word.trim();
    const folded = foldWord(word);
    if (!folded) {
      invalid++;
      continue;
    }
    const key = `${w.kind}\u0000${folded}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push({
      companyId,
      word,
      folded,
      kind: w.kind,
      level: w.kind === 'allow' ? 'RISK' : w.level,
      category: w.category,
      createdBy: userId,
    });
  }
  return db.transaction(async (tx) => {
    let added = 0;
    // Batches keep each statement's parameters under PostgreSQL's 65 535.
    for (let i = 0; i < rows.length; i += 2000) {
      const inserted = await tx
        .insert(safetyWords)
        .values(rows.slice(i, i + 2000))
        .onConflictDoNothing()
        .returning({ id: safetyWords.id });
      added += inserted.length;
    }
    const version = added > 0 ? await bumpVersion(tx, companyId) : await currentVersion(tx, companyId);
    return { added, duplicated: words.length - invalid - added, invalid, version };
  });
}

export async function deleteLexiconWords(db: Database, companyId: string, ids: string[]) {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(safetyWords)
      .where(and(eq(safetyWords.companyId, companyId), inArray(safetyWords.id, ids)))
      .returning({ id: safetyWords.id });
    const version = gone.length > 0 ? await bumpVersion(tx, companyId) : await currentVersion(tx, companyId);
    return { deleted: gone.length, version };
  });
}

async function currentVersion(tx: Tx | Database, companyId: string) {
  const [row] = await tx
    .select({ version: safetyLexiconVersions.version })
    .from(safetyLexiconVersions)
    .where(eq(safetyLexiconVersions.companyId, companyId));
  return row?.version ?? 0;
}
