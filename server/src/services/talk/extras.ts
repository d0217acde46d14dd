import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { talkProjectMessages, type CardResources } from '@portal/contracts';
import type { Database } from '../../db/client';
import { talkChatCharacters, talkProjects, talkWakeWords } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import { companyTalkRow } from './projects';

/** Wake words a project may hold (ours: the spec gives no limit). */
export const WAKE_WORDS_MAX = 10;

export async function addWakeWord(db: Database, companyId: string, projectId: string | number, word: string) {
  const row = await companyTalkRow(db, companyId, projectId);
  const existing = await db.select().from(talkWakeWords).where(eq(talkWakeWords.projectId, row.id));
  if (existing.some((w) => w.word === word)) throw DomainError.business(400, talkProjectMessages.wakeWordDuplicate);
  if (existing.length >= WAKE_WORDS_MAX) throw DomainError.business(400, talkProjectMessages.wakeWordLimit);
  const [added] = await db.insert(talkWakeWords).values({ companyId, projectId: row.id, word }).returning();
  return { id: added!.id, projectId: row.id, word: added!.word, createTime: added!.createdAt };
}

export async function listWakeWords(db: Database, companyId: string, projectId: string | number) {
  const row = await companyTalkRow(db, companyId, projectId);
  const rows = await db
    .select()
    .from(talkWakeWords)
    .where(eq(talkWakeWords.projectId, row.id))
    .orderBy(asc(talkWakeWords.createdAt));
  return rows.map((w) => ({ id: w.id, projectId: w.projectId, word: w.word, createTime: w.createdAt }));
}

export async function deleteWakeWord(db: Database, companyId: string, id: string | number) {
  const wordId = asUuid(id);
  const deleted = wordId
    ? await db
        .delete(talkWakeWords)
        .where(and(eq(talkWakeWords.id, wordId), eq(talkWakeWords.companyId, companyId)))
        .returning({ id: talkWakeWords.id })
    : [];
  if (deleted.length === 0) throw DomainError.business(404, talkProjectMessages.wakeWordNotFound);
  return { id: deleted[0]!.id };
}

/**
 * Chat-studio characters (002 §3 talk.chatStudio). No outside chat studio is configured, so the
 * character lives here and its url is the project's chat page; a refusal carries our message the
 * way the spec hands a chat-studio server's message back (002 §8).
 */
export const characterUrl = (origin: string, characterId: string, projectId: string | null) =>
  projectId
    ? `${origin}/RtcPreview/${projectId}?characterId=${characterId}`
    : `${origin}/applet?characterId=${characterId}`;

export async function createCharacter(
  db: Database,
  companyId: string,
  input: { projectId?: string | number | undefined; characterName: string; description?: string | undefined },
  origin: string,
) {
  const project = input.projectId !== undefined ? await companyTalkRow(db, companyId, input.projectId) : null;
  const [taken] = await db
    .select({ n: count() })
    .from(talkChatCharacters)
    .where(
      and(
        eq(talkChatCharacters.companyId, companyId),
        eq(talkChatCharacters.name, input.characterName),
        isNull(talkChatCharacters.deletedAt),
      ),
    );
  if ((taken?.n ?? 0) > 0) throw DomainError.business(400, talkProjectMessages.chatCharacterDuplicate);
  const [row] = await db
    .insert(talkChatCharacters)
    .values({
      companyId,
      projectId: project?.id ?? null,
      name: input.characterName,
      description: input.description ?? '',
    })
    .returning();
  const chatStudio = {
    characterId: row!.id,
    characterName: row!.name,
    characterUrl: characterUrl(origin, row!.id, row!.projectId),
  };
  if (project)
    await db
      .update(talkProjects)
      .set({ talk: { ...project.talk, chatStudio } })
      .where(eq(talkProjects.id, project.id));
  return chatStudio;
}

async function companyCharacter(db: Database, companyId: string, id: string | number) {
  const characterId = asUuid(id);
  const [row] = characterId
    ? await db
        .select()
        .from(talkChatCharacters)
        .where(
          and(
            eq(talkChatCharacters.id, characterId),
            eq(talkChatCharacters.companyId, companyId),
            isNull(talkChatCharacters.deletedAt),
          ),
        )
    : [];
  if (!row) throw DomainError.business(404, talkProjectMessages.chatCharacterNotFound);
  return row;
}

export async function deleteCharacter(db: Database, companyId: string, id: string | number) {
  const row = await companyCharacter(db, companyId, id);
  await db.update(talkChatCharacters).set({ deletedAt: new Date() }).where(eq(talkChatCharacters.id, row.id));
  if (row.projectId) {
    const [project] = await db.select().from(talkProjects).where(eq(talkProjects.id, row.projectId));
    const chat = project?.talk.chatStudio as { characterId?: string } | undefined;
    if (project && chat?.characterId === row.id) {
      const { chatStudio: _removed, ...talk } = project.talk;
      await db.update(talkProjects).set({ talk }).where(eq(talkProjects.id, project.id));
    }
  }
  return { characterId: row.id };
}

export async function characterUrlOf(db: Database, companyId: string, id: string | number, origin: string) {
  const row = await companyCharacter(db, companyId, id);
  return { characterId: row.id, characterName: row.name, characterUrl: characterUrl(origin, row.id, row.projectId) };
}

/** Card resources (002 §3): the videos and documents shown on a card, by show type (video 1, document 2). */
export async function cardWorksOf(db: Database, companyId: string, projectId: string | number, showType: number) {
  const row = await companyTalkRow(db, companyId, projectId);
  return showType === 1 ? row.cardWorks.videoList : row.cardWorks.documentList;
}

export async function saveCardWorks(
  db: Database,
  companyId: string,
  input: { projectId: string | number } & Pick<CardResources, 'videoList' | 'documentList'>,
) {
  const row = await companyTalkRow(db, companyId, input.projectId);
  await db
    .update(talkProjects)
    .set({ cardWorks: { videoList: input.videoList, documentList: input.documentList }, updatedAt: new Date() })
    .where(eq(talkProjects.id, row.id));
  return { projectId: row.id, videoCount: input.videoList.length, documentCount: input.documentList.length };
}
