import { and, asc, count, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyLicences, voices } from '../../db/schema/index';
import { cachedCatalogue, VOICE_CATALOGUE } from '../catalogue-cache';
import { supplierAvailable } from './cloud-suppliers';
import { speechProvidersFor, type SpeechConfigSource } from './speech-settings';
import { voiceView } from './voice-view';

/** Tag 'all' is -999 (001 §3): no filter. */
const ALL_TAG = -999;

/** The platform's voices and the company's own, in catalogue order, filtered for a list. */
export async function visibleVoices(
  deps: { db: Database; config: SpeechConfigSource },
  companyId: string,
  filter: { studio?: boolean | undefined; interactive?: boolean | undefined; tagId?: number | undefined },
) {
  const rows = await cachedCatalogue(VOICE_CATALOGUE, deps.db, companyId, () =>
    deps.db
      .select()
      .from(voices)
      .where(or(isNull(voices.companyId), eq(voices.companyId, companyId)))
      .orderBy(asc(voices.sortOrder)),
  );
  const providers = await speechProvidersFor(deps);
  return (
    rows
      // Cloud voices are offered only while their service is configured.
      .filter((v) => supplierAvailable(v.supplier, providers))
      .filter((v) => (filter.studio ? v.forStudio : true) && (filter.interactive ? v.forInteractive : true))
      .filter((v) => filter.tagId === undefined || filter.tagId === ALL_TAG || v.tagIds.includes(filter.tagId))
      .map(voiceView)
  );
}

/** The company's own (customised) voices, paged; none until a customisation is delivered. */
export async function customVoicesPage(db: Database, companyId: string, page: { pageIndex: number; pageSize: number }) {
  const where = eq(voices.companyId, companyId);
  const [total] = await db.select({ n: count() }).from(voices).where(where);
  const rows = await db
    .select()
    .from(voices)
    .where(where)
    .orderBy(asc(voices.sortOrder))
    .limit(page.pageSize)
    .offset((page.pageIndex - 1) * page.pageSize);
  return { rows, total: total?.n ?? 0 };
}

/**
 * SSML_EDIT authorisation (002 §5): the quick markup modal is for companies holding a licence
 * whose content is spoken — staff broadcast video (21) or interactive name card (22). Our rule.
 */
export async function ssmlEditAuthorized(db: Database, companyId: string) {
  const rows = await db
    .select()
    .from(companyLicences)
    .where(and(eq(companyLicences.companyId, companyId)));
  const now = Date.now();
  return rows.some((l) => (l.appId === 21 || l.appId === 22) && l.kind === 'License' && l.endTime.getTime() > now);
}
