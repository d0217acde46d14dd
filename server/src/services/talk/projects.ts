import { maskTalkKeys } from './llm-keys';
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import {
  commonMessages,
  talkProjectMessages,
  type InteractionMode,
  type InteractiveVhKind,
  type TalkProject,
} from '@portal/contracts';
import { SceneTtsSchema, type ProjectCanvasData } from '@portal/contracts/scene/index';
import type { Database } from '../../db/client';
import { talkProjects } from '../../db/schema/index';
import { companyAvatars } from '../avatars/avatar-access';
import { STORAGE_BASE } from '../storage/storage';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import { canvasOf } from './canvas';
import { personaOf, configOf, defaultConfig, defaultPersona } from './persona';
import { DIGITAL_CARD, giveQuotaUnits, INTERACTIVE_WAY_COUNT, takeQuotaUnit } from './quota';
import {
  platformTemplate,
  platformTemplateOfMode,
  templateCanvas,
  withActionImages,
  type DeliveryMode,
} from './templates';

export type TalkProjectRow = typeof talkProjects.$inferSelect;
export type Owner = { companyId: string; userId: string };

/**
 * The §3 project record and the editor's parts; dataJson is text as the legacy clients read it, of
 * the canvas migrated to the current scene version.
 */
export function talkProjectView(row: TalkProjectRow, canvas: ProjectCanvasData = canvasOf(row)): TalkProject {
  return {
    projectId: row.id,
    title: row.title,
    dataJson: JSON.stringify(canvas),
    publishType: row.publishType,
    interactionMode: row.interactionMode,
    vhType: row.vhType,
    visibility: row.visibility,
    status: row.visibility ? 'published' : 'unpublished',
    nluTaskId: row.nluTaskId,
    isTemplate: row.kind === 'template',
    exclusiveVirtualHumanId: row.exclusiveVirtualHumanId,
    personaBizId: canvas.personaBizId ?? null,
    templateName: canvas.templateName,
    csPersonDesign: personaOf(row.persona),
    config: configOf(row.config),
    // The model keys are never answered in full (002 §3: stored encrypted, shown masked).
    talk: maskTalkKeys(row.talk),
    version: row.version,
    publishTime: row.publishedAt,
    createTime: row.createdAt,
    updateTime: row.updatedAt,
  };
}

/** A project of a list: the record without its canvas, persona and talk settings, with its preview image. */
export function talkProjectSummary(row: TalkProjectRow) {
  const canvas = canvasOf(row);
  const { dataJson: _data, csPersonDesign: _persona, talk: _talk, ...summary } = talkProjectView(row, canvas);
  const preview = canvas.iceScenes.previewImage;
  return { ...summary, previewImage: (typeof preview === 'string' ? preview : preview?.mediaUrl) ?? null };
}

/** A project or template of the company; another company's is as good as unknown. */
export async function companyTalkRow(
  db: Database,
  companyId: string,
  id: string | number,
  kind?: 'project' | 'template',
) {
  const rowId = asUuid(id);
  const [row] = rowId
    ? await db
        .select()
        .from(talkProjects)
        .where(and(eq(talkProjects.id, rowId), eq(talkProjects.companyId, companyId), isNull(talkProjects.deletedAt)))
    : [];
  if (!row || (kind && row.kind !== kind))
    throw DomainError.business(
      404,
      kind === 'template' ? talkProjectMessages.templateNotFound : talkProjectMessages.projectNotFound,
    );
  return row;
}

/**
 * A template's avatar the company does not hold is swapped for its first digital employee (or the
 * one asked for), so a new project opens with a usable avatar (002 §5 checks 1–2 would refuse it).
 */
async function withUsableAvatar(db: Database, companyId: string, data: ProjectCanvasData, wanted?: string) {
  const avatars = await companyAvatars(db, companyId);
  const current = wanted ?? data.personaBizId;
  if (current === data.personaBizId && avatars.some((a) => a.personaBizId === current)) return data;
  const pick = avatars.find((a) => a.personaBizId === current) ?? avatars[0];
  return pick ? swapAvatar(data, pick) : data;
}

function swapAvatar(
  data: ProjectCanvasData,
  avatar: { personaBizId: string; name: string; summaryKey: string; defaultVoiceBizId: string | null },
): ProjectCanvasData {
  const ice = data.iceScenes;
  let human = ice.virtualHuman;
  if (human) {
    // The old avatar's posture means nothing to the new one.
    const { postureId: _dropped, ...rest } = human;
    human = { ...rest, title: avatar.name, mediaUrl: `${STORAGE_BASE}/${avatar.summaryKey}` };
  }
  return {
    ...data,
    personaBizId: avatar.personaBizId,
    iceScenes: {
      ...ice,
      ...(human ? { virtualHuman: human } : {}),
      ...(avatar.defaultVoiceBizId
        ? {
            tts: {
              ...SceneTtsSchema.parse(ice.tts ?? {}),
              voiceBizId: avatar.defaultVoiceBizId,
              timbre: avatar.defaultVoiceBizId,
            },
          }
        : {}),
    },
  };
}

export interface CreateTalkInput {
  templateBizId?: string | number | undefined;
  title?: string | undefined;
  publishType?: DeliveryMode | undefined;
  interactionMode?: InteractionMode | undefined;
  vhType?: InteractiveVhKind | undefined;
  personaBizId?: string | undefined;
}

/** The starting point of a new project: a platform template, a company template, or the mode's blank canvas. */
async function startingPoint(db: Database, companyId: string, input: CreateTalkInput) {
  const platform = input.templateBizId !== undefined ? platformTemplate(String(input.templateBizId)) : undefined;
  if (platform)
    return {
      mode: platform.publishType as DeliveryMode,
      title: platform.title,
      data: templateCanvas(platform),
      persona: {},
      config: {},
      talk: {},
    };
  if (input.templateBizId !== undefined) {
    const own = await companyTalkRow(db, companyId, input.templateBizId, 'template');
    return {
      mode: own.publishType,
      title: own.title,
      data: canvasOf(own),
      persona: own.persona,
      config: own.config,
      talk: own.talk,
      interactionMode: own.interactionMode,
      vhType: own.vhType,
    };
  }
  const template = platformTemplateOfMode(input.publishType ?? 'card');
  return {
    mode: template.publishType as DeliveryMode,
    title: template.title,
    data: templateCanvas(template),
    persona: {},
    config: {},
    talk: {},
  };
}

/** Creates a project (taking one interactive way, quota 12) or a company template (no quota). */
export async function createTalkProject(
  db: Database,
  owner: Owner,
  input: CreateTalkInput,
  kind: 'project' | 'template' = 'project',
) {
  const start = await startingPoint(db, owner.companyId, input);
  const mode = input.publishType ?? start.mode;
  const data = withActionImages(mode, await withUsableAvatar(db, owner.companyId, start.data, input.personaBizId));
  const avatarName = data.iceScenes.virtualHuman?.title ?? '';
  return db.transaction(async (tx) => {
    if (kind === 'project')
      await takeQuotaUnit(
        tx as unknown as Database,
        owner,
        INTERACTIVE_WAY_COUNT,
        talkProjectMessages.interactiveQuotaShort,
      );
    const [row] = await tx
      .insert(talkProjects)
      .values({
        companyId: owner.companyId,
        userId: owner.userId,
        kind,
        title: input.title ?? start.title,
        publishType: mode,
        interactionMode: input.interactionMode ?? start.interactionMode ?? 'videoCall',
        vhType: input.vhType ?? start.vhType ?? '2D_INTERACTIVE',
        data,
        persona: { ...defaultPersona(avatarName), ...start.persona, sensitive: {} },
        config: { ...defaultConfig(), ...start.config },
        talk: start.talk,
      })
      .returning();
    return row!;
  });
}

export async function copyTalkProject(db: Database, owner: Owner, id: string | number, newTitle?: string) {
  const source = await companyTalkRow(db, owner.companyId, id);
  return db.transaction(async (tx) => {
    if (source.kind === 'project')
      await takeQuotaUnit(
        tx as unknown as Database,
        owner,
        INTERACTIVE_WAY_COUNT,
        talkProjectMessages.interactiveQuotaShort,
      );
    const [row] = await tx
      .insert(talkProjects)
      .values({
        companyId: owner.companyId,
        userId: owner.userId,
        kind: source.kind,
        title: newTitle ?? `${source.title}-副本`,
        publishType: source.publishType,
        interactionMode: source.interactionMode,
        vhType: source.vhType,
        data: source.data,
        persona: source.persona,
        config: source.config,
        talk: source.talk,
        cardWorks: source.cardWorks,
      })
      .returning();
    return row!;
  });
}

/** Deleting gives back the interactive way, and the digital card of a published card. */
export async function deleteTalkProjects(db: Database, companyId: string, ids: (string | number)[]) {
  const rows = await Promise.all(ids.map((id) => companyTalkRow(db, companyId, id)));
  await db.transaction(async (tx) => {
    await tx
      .update(talkProjects)
      .set({ deletedAt: new Date() })
      .where(
        inArray(
          talkProjects.id,
          rows.map((r) => r.id),
        ),
      );
    // Each owner's shares get back what that owner's projects held.
    for (const userId of new Set(rows.map((r) => r.userId))) {
      const owned = rows.filter((r) => r.userId === userId && r.kind === 'project');
      await giveQuotaUnits(tx as unknown as Database, { companyId, userId }, INTERACTIVE_WAY_COUNT, owned.length);
      await giveQuotaUnits(
        tx as unknown as Database,
        { companyId, userId },
        DIGITAL_CARD,
        owned.filter((r) => r.visibility && r.publishType === 'card').length,
      );
    }
  });
  return rows.map((r) => r.id);
}

export async function renameTalkProject(db: Database, companyId: string, id: string | number, title: string) {
  if (!title) throw DomainError.invalidInput(commonMessages.invalidInput);
  const row = await companyTalkRow(db, companyId, id);
  const [updated] = await db
    .update(talkProjects)
    .set({ title, updatedAt: new Date() })
    .where(eq(talkProjects.id, row.id))
    .returning();
  return updated!;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listTalkProjects(
  db: Database,
  companyId: string,
  q: {
    pageIndex: number;
    pageSize: number;
    search?: string | undefined;
    visibility?: boolean | undefined;
    publishType?: DeliveryMode | undefined;
    kind: 'project' | 'template';
  },
) {
  const base = and(
    eq(talkProjects.companyId, companyId),
    eq(talkProjects.kind, q.kind),
    isNull(talkProjects.deletedAt),
    q.search ? ilike(talkProjects.title, `%${escapeLike(q.search)}%`) : undefined,
    q.publishType ? eq(talkProjects.publishType, q.publishType) : undefined,
  );
  const where = and(base, q.visibility === undefined ? undefined : eq(talkProjects.visibility, q.visibility));
  const [counts] = await db
    .select({ total: count(), published: sql<number>`count(*) filter (where ${talkProjects.visibility})` })
    .from(talkProjects)
    .where(base);
  const [filtered] = await db.select({ n: count() }).from(talkProjects).where(where);
  const rows = await db
    .select()
    .from(talkProjects)
    .where(where)
    .orderBy(desc(talkProjects.updatedAt), desc(talkProjects.id))
    .limit(q.pageSize)
    .offset((q.pageIndex - 1) * q.pageSize);
  const all = Number(counts?.total ?? 0);
  const published = Number(counts?.published ?? 0);
  return { rows, total: filtered?.n ?? 0, counts: { all, published, unpublished: all - published } };
}

/** A share token of the project (Active unless suspended), made on first ask. */
export async function shareTokenOf(db: Database, row: TalkProjectRow) {
  if (row.kind === 'template') throw DomainError.business(400, talkProjectMessages.templateNotPublishable);
  if (row.shareToken) return { token: row.shareToken, status: row.shareTokenStatus };
  const token = randomBytes(18).toString('base64url');
  const [updated] = await db
    .update(talkProjects)
    .set({ shareToken: token })
    .where(and(eq(talkProjects.id, row.id), isNull(talkProjects.shareToken)))
    .returning();
  if (updated) return { token, status: updated.shareTokenStatus };
  const [again] = await db.select().from(talkProjects).where(eq(talkProjects.id, row.id));
  return { token: again!.shareToken!, status: again!.shareTokenStatus };
}
