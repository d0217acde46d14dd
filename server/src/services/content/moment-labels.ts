import { and, asc, eq, max, sql } from 'drizzle-orm';
import { momentMessages } from '@portal/contracts';
import { MOMENT_LABELS_MAX } from '@portal/contracts/calls/moment/moment-schemas';
import type { Database } from '../../db/client';
import { cardMomentLabels, cardMoments } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import { companyTalkRow } from '../talk/projects';

type Id = string | number;
type LabelRow = typeof cardMomentLabels.$inferSelect;

const labelView = (row: LabelRow, momentCount: number) => ({
  id: row.id,
  projectId: row.projectId,
  name: row.name,
  sort: row.sort,
  momentCount,
});

async function companyLabel(db: Database, companyId: string, id: Id) {
  const labelId = asUuid(id);
  const [row] = labelId
    ? await db
        .select()
        .from(cardMomentLabels)
        .where(and(eq(cardMomentLabels.id, labelId), eq(cardMomentLabels.companyId, companyId)))
    : [];
  if (!row) throw DomainError.business(404, momentMessages.labelNotFound);
  return row;
}

/** The card's labels in order, each with how many moments carry it (the visitor's filter shows them). */
export async function labelsOfCard(db: Database, projectId: string) {
  const [labels, moments] = await Promise.all([
    db
      .select()
      .from(cardMomentLabels)
      .where(eq(cardMomentLabels.projectId, projectId))
      .orderBy(asc(cardMomentLabels.sort), asc(cardMomentLabels.createdAt)),
    db.select({ labelIds: cardMoments.labelIds }).from(cardMoments).where(eq(cardMoments.projectId, projectId)),
  ]);
  const counts = new Map<string, number>();
  for (const m of moments) for (const id of m.labelIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  return labels.map((row) => labelView(row, counts.get(row.id) ?? 0));
}

export async function companyCardLabels(db: Database, companyId: string, projectId: Id) {
  const project = await companyTalkRow(db, companyId, projectId, 'project');
  return labelsOfCard(db, project.id);
}

async function refuseDuplicate(db: Database, projectId: string, name: string, except?: string) {
  const same = await db
    .select({ id: cardMomentLabels.id })
    .from(cardMomentLabels)
    .where(and(eq(cardMomentLabels.projectId, projectId), eq(cardMomentLabels.name, name)));
  if (same.some((r) => r.id !== except)) throw DomainError.business(409, momentMessages.labelDuplicate);
}

export async function addLabel(db: Database, companyId: string, input: { projectId: Id; name: string }) {
  const project = await companyTalkRow(db, companyId, input.projectId, 'project');
  const existing = await labelsOfCard(db, project.id);
  if (existing.length >= MOMENT_LABELS_MAX) throw DomainError.invalidInput(momentMessages.labelTooMany);
  await refuseDuplicate(db, project.id, input.name);
  const [last] = await db
    .select({ sort: max(cardMomentLabels.sort) })
    .from(cardMomentLabels)
    .where(eq(cardMomentLabels.projectId, project.id));
  const [row] = await db
    .insert(cardMomentLabels)
    .values({ companyId, projectId: project.id, name: input.name, sort: (last?.sort ?? -1) + 1 })
    .returning();
  return labelView(row!, 0);
}

export async function renameLabel(db: Database, companyId: string, input: { id: Id; name: string }) {
  const row = await companyLabel(db, companyId, input.id);
  await refuseDuplicate(db, row.projectId, input.name, row.id);
  await db.update(cardMomentLabels).set({ name: input.name }).where(eq(cardMomentLabels.id, row.id));
  const labels = await labelsOfCard(db, row.projectId);
  return labels.find((l) => l.id === row.id)!;
}

/** Removes a label and takes it off the card's moments; the moments stay. */
export async function removeLabel(db: Database, companyId: string, id: Id) {
  const row = await companyLabel(db, companyId, id);
  await db.transaction(async (tx) => {
    await tx
      .update(cardMoments)
      .set({ labelIds: sql`${cardMoments.labelIds} - ${row.id}::text` })
      .where(
        and(
          eq(cardMoments.projectId, row.projectId),
          sql`${cardMoments.labelIds} @> jsonb_build_array(${row.id}::text)`,
        ),
      );
    await tx.delete(cardMomentLabels).where(eq(cardMomentLabels.id, row.id));
  });
  return { id: row.id, deleted: true as const };
}

export async function orderLabels(db: Database, companyId: string, input: { projectId: Id; ids: Id[] }) {
  const project = await companyTalkRow(db, companyId, input.projectId, 'project');
  const rows = await db
    .select({ id: cardMomentLabels.id })
    .from(cardMomentLabels)
    .where(eq(cardMomentLabels.projectId, project.id));
  const ids = input.ids.map(String);
  const known = new Set(rows.map((r) => r.id));
  if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id)))
    throw DomainError.invalidInput(momentMessages.orderMismatch);
  await db.transaction(async (tx) => {
    for (const [sort, id] of ids.entries())
      await tx.update(cardMomentLabels).set({ sort }).where(eq(cardMomentLabels.id, id));
  });
  return { projectId: project.id, count: ids.length };
}
