import { eq, sql } from 'drizzle-orm';
import {
  PersonaDesignInputSchema,
  TalkConfigSchema,
  talkProjectMessages,
  type InteractionMode,
  type InteractiveVhKind,
} from '@portal/contracts';
import type { ProjectCanvasData } from '@portal/contracts/scene/index';
import type { Database } from '../../db/client';
import { talkProjects } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { assertUsableVoices } from '../studio/project-voices';
import { checkError, runProjectChecks, TALK_CHECK_FAILED, voiceIdOf } from './checks';
import { companyTextChecker } from '../safety/company-lexicon';
import { sealTalkKeys } from './llm-keys';
import { companyNameFlagged, configOf, personaOf, personaSensitiveHits } from './persona';
import { canvasOf, firstIssue, savedTalkCanvas } from './canvas';
import { companyTalkRow, type TalkProjectRow } from './projects';
import { DIGITAL_CARD, giveQuotaUnits, takeQuotaUnit } from './quota';
import { withActionImages, type DeliveryMode } from './templates';

export interface SaveTalkInput {
  projectId: string | number;
  dataJson?: string | Record<string, unknown> | undefined;
  title?: string | undefined;
  publishType?: DeliveryMode | undefined;
  exclusiveVirtualHumanId?: string | null | undefined;
  interactionMode?: InteractionMode | undefined;
  vhType?: InteractiveVhKind | undefined;
  csPersonDesign?: Record<string, unknown> | undefined;
  config?: Record<string, unknown> | undefined;
  talk?: Record<string, unknown> | undefined;
}

/** The voice setting as the voice check reads it (the studio's helper looks at scenes[].tts). */
const asVoiceScenes = (data: ProjectCanvasData) => {
  const id = voiceIdOf(data);
  return { scenes: id ? [{ tts: { voiceBizId: id } }] : [] };
};

/**
 * Saves a project or template (002 §7 save payload, plus the persona and config auto-saved beside
 * it). A voice the save brings in that the company cannot use for interaction answers code 430 and
 * nothing is written, so the editor rolls the voice back (002 §8). A persona save records what the
 * moderation flags on its sensitive field (002 §5 check 9) without refusing; a flagged companyName
 * refuses the config save.
 */
export async function saveTalkProject(db: Database, companyId: string, input: SaveTalkInput, appSecret?: string) {
  const row = await companyTalkRow(db, companyId, input.projectId);
  const mode = input.publishType ?? row.publishType;
  const change: Partial<typeof talkProjects.$inferInsert> = {};
  if (input.dataJson !== undefined || mode !== row.publishType) {
    // What is stored is always the current version (the old one is migrated on read until then).
    const stored = canvasOf(row);
    const canvas = input.dataJson !== undefined ? savedTalkCanvas(input.dataJson) : stored;
    await assertUsableVoices(db, companyId, asVoiceScenes(canvas), asVoiceScenes(stored), 'interactive');
    change.data = withActionImages(mode, canvas);
  }
  if (input.csPersonDesign) {
    const merged = { ...personaOf(row.persona), ...input.csPersonDesign };
    const parsed = PersonaDesignInputSchema.partial().safeParse(merged);
    if (!parsed.success) throw firstIssue(parsed.error, 'csPersonDesign');
    change.persona = { ...merged, sensitive: personaSensitiveHits(merged, await companyTextChecker(db, companyId)) };
  }
  if (input.config) {
    const merged = { ...configOf(row.config), ...input.config };
    const parsed = TalkConfigSchema.safeParse(merged);
    if (!parsed.success) throw firstIssue(parsed.error, 'config');
    if (companyNameFlagged(merged, await companyTextChecker(db, companyId)))
      throw DomainError.business(TALK_CHECK_FAILED, talkProjectMessages.companyNameSensitive, { field: 'companyName' });
    change.config = merged;
  }
  if (input.talk) {
    // The model keys are sealed with the server's secret; a save without it cannot store keys.
    const merged = { ...row.talk, ...input.talk };
    change.talk = appSecret ? sealTalkKeys(merged, row.talk, appSecret) : { ...merged, llmConfig: row.talk.llmConfig };
    if (change.talk.llmConfig === undefined) delete change.talk.llmConfig;
  }
  if (input.title) change.title = input.title;
  if (input.publishType) change.publishType = input.publishType;
  if (input.interactionMode) change.interactionMode = input.interactionMode;
  if (input.vhType) change.vhType = input.vhType;
  if (input.exclusiveVirtualHumanId !== undefined) change.exclusiveVirtualHumanId = input.exclusiveVirtualHumanId;
  // A card leaving card mode while published gives its digital card back.
  if (row.visibility && row.publishType === 'card' && mode !== 'card')
    await giveQuotaUnits(db, { companyId, userId: row.userId }, DIGITAL_CARD);
  const [updated] = await db
    .update(talkProjects)
    .set({ ...change, version: sql`${talkProjects.version} + 1`, updatedAt: new Date() })
    .where(eq(talkProjects.id, row.id))
    .returning();
  return updated!;
}

/** The nine checks on the stored project; a check-9 hit is recorded on the persona before refusing. */
export async function assertProjectUsable(
  db: Database,
  companyId: string,
  row: TalkProjectRow,
  purpose: 'publish' | 'talk' = 'talk',
) {
  const persona = personaOf(row.persona);
  const outcome = await runProjectChecks(db, companyId, {
    publishType: row.publishType,
    data: canvasOf(row),
    persona,
    config: configOf(row.config),
    purpose,
  });
  if (outcome.ok) return;
  if (outcome.sensitive)
    await db
      .update(talkProjects)
      .set({ persona: { ...persona, sensitive: outcome.sensitive } })
      .where(eq(talkProjects.id, row.id));
  throw checkError(outcome);
}

/** Publishing runs the checks; a card takes a digital card (quota 23) the first time it goes out. */
export async function publishTalkProject(db: Database, companyId: string, id: string | number) {
  const row = await companyTalkRow(db, companyId, id);
  if (row.kind === 'template') throw DomainError.business(400, talkProjectMessages.templateNotPublishable);
  await assertProjectUsable(db, companyId, row, 'publish');
  return db.transaction(async (tx) => {
    if (!row.visibility && row.publishType === 'card')
      await takeQuotaUnit(
        tx as unknown as Database,
        { companyId, userId: row.userId },
        DIGITAL_CARD,
        talkProjectMessages.cardQuotaShort,
      );
    const [updated] = await tx
      .update(talkProjects)
      .set({ visibility: true, publishedAt: new Date(), updatedAt: new Date() })
      .where(eq(talkProjects.id, row.id))
      .returning();
    return updated!;
  });
}

export async function cancelPublishTalkProject(db: Database, companyId: string, id: string | number) {
  const row = await companyTalkRow(db, companyId, id, 'project');
  if (!row.visibility) return row;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(talkProjects)
      .set({ visibility: false, updatedAt: new Date() })
      .where(eq(talkProjects.id, row.id))
      .returning();
    if (row.publishType === 'card')
      await giveQuotaUnits(tx as unknown as Database, { companyId, userId: row.userId }, DIGITAL_CARD);
    return updated!;
  });
}
