import { and, asc, count, eq, isNull, or } from 'drizzle-orm';
import type { Context, SessionUser } from '../../trpc/context';
import { companyLicences, voices } from '../../db/schema/index';
import { findVoice } from '../../services/speech/synthesize';
import { voiceView } from '../../services/speech/voice-view';
import { cachedCatalogue, VOICE_CATALOGUE } from '../../services/catalogue-cache';

type Ctx = Pick<Context, 'db' | 'config'> & { user: SessionUser };

/** Tag 'all' is -999 (001 §3): no filter. */
const ALL_TAG = -999;

async function visibleVoices(ctx: Ctx, filter: { studio?: boolean | undefined; interactive?: boolean | undefined; tagId?: number | undefined }) {
  const rows = await cachedCatalogue(VOICE_CATALOGUE, ctx.db, ctx.user.companyId, () =>
    ctx.db
      .select()
      .from(voices)
      .where(or(isNull(voices.companyId), eq(voices.companyId, ctx.user.companyId)))
      .orderBy(asc(voices.sortOrder)),
  );
  return rows
    // Azure voices are offered only while the service is configured.
    .filter((v) => v.supplier !== 'azure' || Boolean(ctx.config.azureSpeech))
    .filter((v) => (filter.studio ? v.forStudio : true) && (filter.interactive ? v.forInteractive : true))
    .filter((v) => filter.tagId === undefined || filter.tagId === ALL_TAG || v.tagIds.includes(filter.tagId))
    .map(voiceView);
}

/** The voice list with studio/interactive flags (001 §7), and the editor's list (studio voices). */
export const voiceListHandler = ({ ctx, input }: { ctx: Ctx; input: { studio?: boolean | undefined; interactive?: boolean | undefined; tagId?: number | undefined } }) => visibleVoices(ctx, input);
export const editorVoiceListHandler = ({ ctx, input }: { ctx: Ctx; input: { tagId?: number | undefined } }) => visibleVoices(ctx, { studio: true, tagId: input.tagId });

export const voiceDetailHandler = async ({ ctx, input }: { ctx: Ctx; input: { bizId: string | number } }) => voiceView(await findVoice(ctx.db, ctx.user.companyId, String(input.bizId)));

/** GET /talk/project/support-language?voiceBizId: the languages the voice speaks. */
export const supportLanguageHandler = async ({ ctx, input }: { ctx: Ctx; input: { voiceBizId: string } }) =>
  (await findVoice(ctx.db, ctx.user.companyId, input.voiceBizId)).multiLanguage;

/** The company's own (customised) voices; none until a customisation is delivered. */
export async function customizeVoicePageHandler({ ctx, input }: { ctx: Ctx; input: { pageIndex: number; pageSize: number } }) {
  const where = eq(voices.companyId, ctx.user.companyId);
  const [total] = await ctx.db.select({ n: count() }).from(voices).where(where);
  const rows = await ctx.db.select().from(voices).where(where).orderBy(asc(voices.sortOrder)).limit(input.pageSize).offset((input.pageIndex - 1) * input.pageSize);
  return { list: rows.map(voiceView), total: total?.n ?? 0, pageIndex: input.pageIndex, pageSize: input.pageSize };
}

/**
 * SSML_EDIT authorisation (002 §5): the quick markup modal is for companies holding a licence
 * whose content is spoken — staff broadcast video (21) or interactive name card (22). Our rule.
 */
export async function ssmlEditAuthHandler({ ctx }: { ctx: Ctx }) {
  const rows = await ctx.db.select().from(companyLicences).where(and(eq(companyLicences.companyId, ctx.user.companyId)));
  const now = Date.now();
  return { authorized: rows.some((l) => (l.appId === 21 || l.appId === 22) && l.kind === 'License' && l.endTime.getTime() > now) };
}
