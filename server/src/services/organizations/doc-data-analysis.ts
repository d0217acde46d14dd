import { and, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  documentConversions,
  documentFolderProjects,
  documentFolders,
  mediaItems,
  talkProjects,
} from '../../db/schema/index';
import { analysisWindow, dayOf } from './analysis-window';

type Manager = { id: string; companyId: string; roles: readonly string[] };

const BOUND_PROJECTS_SHOWN = 5;
/** documentConversions.status (001 §3): Running 2, Success 3, Fail 4. */
const RUNNING = 2;
const SUCCEEDED = 3;

/**
 * Our document-analysis call (000 §2 DocDataAnalyse names the page, not its content): per day the
 * library documents uploaded, the conversions started and the pages they made; documents by type;
 * conversions by outcome and target; the interactive projects answering from the library. An
 * organisation's view counts its members' uploads, the conversions of those uploads and its members'
 * projects; conversions of a pasted url belong to no member and show in the company's view only.
 */
export async function docDataAnalysis(
  db: Database,
  manager: Manager,
  input: { startDate: string; endDate: string; orgId?: string | number | undefined },
) {
  const w = await analysisWindow(db, manager, input);
  const library = and(
    eq(mediaItems.companyId, w.companyId),
    eq(mediaItems.mediaType, 'document'),
    isNull(mediaItems.deletedAt),
    ...w.people(mediaItems.userId),
  );

  const [all] = await db.select({ n: count() }).from(mediaItems).where(library);
  const uploads = await db
    .select({ createdAt: mediaItems.createdAt, type: mediaItems.fileExtension })
    .from(mediaItems)
    .where(and(library, gte(mediaItems.createdAt, w.from), lt(mediaItems.createdAt, w.to)));
  const conversionsInRange = and(
    eq(documentConversions.companyId, w.companyId),
    gte(documentConversions.createdAt, w.from),
    lt(documentConversions.createdAt, w.to),
  );
  const conversions = w.memberIds
    ? await db
        .select({
          createdAt: documentConversions.createdAt,
          status: documentConversions.status,
          target: documentConversions.target,
          pageKeys: documentConversions.pageKeys,
        })
        .from(documentConversions)
        .innerJoin(
          mediaItems,
          and(eq(mediaItems.storageKey, documentConversions.sourceKey), eq(mediaItems.companyId, w.companyId)),
        )
        .where(and(conversionsInRange, ...w.people(mediaItems.userId)))
    : await db
        .select({
          createdAt: documentConversions.createdAt,
          status: documentConversions.status,
          target: documentConversions.target,
          pageKeys: documentConversions.pageKeys,
        })
        .from(documentConversions)
        .where(conversionsInRange);
  const bound = await db
    .selectDistinctOn([talkProjects.id], {
      id: talkProjects.id,
      title: talkProjects.title,
      boundAt: documentFolderProjects.boundAt,
    })
    .from(documentFolderProjects)
    .innerJoin(
      documentFolders,
      and(eq(documentFolders.id, documentFolderProjects.folderId), eq(documentFolders.companyId, w.companyId)),
    )
    .innerJoin(
      talkProjects,
      and(
        eq(talkProjects.companyId, w.companyId),
        sql`${talkProjects.id}::text = ${documentFolderProjects.projectId}`,
        isNull(talkProjects.deletedAt),
      ),
    )
    .where(and(...w.people(talkProjects.userId)))
    .orderBy(talkProjects.id, desc(documentFolderProjects.boundAt));

  const daily = w.dates.map((date) => ({ date, uploads: 0, conversions: 0, pages: 0 }));
  const byDay = new Map(daily.map((d) => [d.date, d]));
  const types = new Map<string, number>();
  for (const u of uploads) {
    const day = byDay.get(dayOf(u.createdAt));
    if (day) day.uploads += 1;
    const type = u.type.toLowerCase() || '其他';
    types.set(type, (types.get(type) ?? 0) + 1);
  }
  for (const c of conversions) {
    const day = byDay.get(dayOf(c.createdAt));
    if (!day) continue;
    day.conversions += 1;
    if (c.status === SUCCEEDED) day.pages += c.pageKeys.length;
  }
  const projects = [...bound].sort((a, b) => b.boundAt.getTime() - a.boundAt.getTime());
  return {
    daily,
    byType: [...types.entries()].sort((a, b) => b[1] - a[1]).map(([type, documents]) => ({ type, documents })),
    conversions: {
      succeeded: conversions.filter((c) => c.status === SUCCEEDED).length,
      failed: conversions.filter((c) => c.status !== SUCCEEDED && c.status !== RUNNING).length,
      running: conversions.filter((c) => c.status === RUNNING).length,
      toImages: conversions.filter((c) => c.target === 'images').length,
      toVideo: conversions.filter((c) => c.target === 'video').length,
    },
    boundProjects: projects.slice(0, BOUND_PROJECTS_SHOWN).map((p) => ({ title: p.title, boundAt: p.boundAt })),
    totals: {
      documents: all?.n ?? 0,
      uploads: uploads.length,
      conversions: conversions.length,
      pages: daily.reduce((n, d) => n + d.pages, 0),
      boundProjects: projects.length,
    },
  };
}
