import { eq } from 'drizzle-orm';
import { buildAutomaton, type Automaton, type SafetyLevel } from '@portal/workers/core/safety/index';
import type { Database } from '../../db/client';
import { safetyLexiconVersions, safetyWords } from '../../db/schema/index';
import { checkTextWith, type TextCheck } from './check-text';
import { platformAutomaton } from './platform';

interface Cached {
  version: number;
  automaton: Automaton;
}

/**
 * Matchers of the companies checked lately. A company with words costs about 150 KB (most of it the
 * 64 K-entry character table), so 200 of them stay under 30 MB; companies without words share one.
 */
const MAX_COMPANIES = 200;
const cache = new Map<string, Cached>();
let empty: Automaton | null = null;

/** The company's lexicon version: 0 until its first change. */
export async function lexiconVersion(db: Database, companyId: string): Promise<number> {
  const [row] = await db
    .select({ version: safetyLexiconVersions.version })
    .from(safetyLexiconVersions)
    .where(eq(safetyLexiconVersions.companyId, companyId));
  return row?.version ?? 0;
}

/**
 * The company's own matcher, rebuilt when its version moved. The version is read on every call (one
 * primary-key lookup) so a manager's change reaches the next check in every process; words are
 * read after the version, so a cached matcher is never older than the version it is filed under.
 */
export async function companyAutomaton(db: Database, companyId: string): Promise<Automaton> {
  const version = await lexiconVersion(db, companyId);
  const hit = cache.get(companyId);
  if (hit && hit.version === version) {
    // Least recently used goes first: a hit moves to the back of the map's order.
    cache.delete(companyId);
    cache.set(companyId, hit);
    return hit.automaton;
  }
  const rows =
    version === 0
      ? []
      : await db
          .select({
            word: safetyWords.word,
            kind: safetyWords.kind,
            level: safetyWords.level,
            category: safetyWords.category,
          })
          .from(safetyWords)
          .where(eq(safetyWords.companyId, companyId));
  const automaton =
    rows.length === 0
      ? (empty ??= buildAutomaton([]))
      : buildAutomaton(
          rows.map((r) => ({
            word: r.word,
            level: r.level as SafetyLevel,
            category: r.category,
            allow: r.kind === 'allow',
            source: 'company',
          })),
        );
  cache.delete(companyId);
  if (cache.size >= MAX_COMPANIES) cache.delete(cache.keys().next().value!);
  cache.set(companyId, { version, automaton });
  return automaton;
}

/**
 * A checker for one company at this moment: the platform lexicon plus the company's words and
 * allow-list. Take one per request (or per generation) and call it for each text synchronously.
 */
export async function companyTextChecker(db: Database, companyId: string): Promise<(text: string) => TextCheck> {
  const automata = [platformAutomaton(), await companyAutomaton(db, companyId)];
  return (text) => checkTextWith(text, automata);
}

/** One text checked for one company. */
export async function checkCompanyText(db: Database, companyId: string, text: string): Promise<TextCheck> {
  return (await companyTextChecker(db, companyId))(text);
}
