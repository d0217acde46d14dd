import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts';

export interface Posture {
  postureId: string;
  name: string;
  imageKey: string;
}

/** The digital-human catalogue (001 §3 avatar: personaBizId, name, summaryImage, industry; postures). */
export const virtualHumans = pgTable('virtual_humans', {
  personaBizId: text('persona_biz_id').primaryKey(),
  name: text('name').notNull(),
  industry: text('industry').notNull(),
  vhModelType: text('vh_model_type').$type<'Studio' | 'Interactive'>().notNull().default('Studio'),
  summaryKey: text('summary_key').notNull(),
  postures: jsonb('postures').$type<Posture[]>().notNull(),
  defaultVoiceBizId: text('default_voice_biz_id').notNull(),
  /** Exclusive (enterprise) digital humans belong to one company (001 §6). */
  companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
  /** Upgraded or taken offline: projects that use it are told so (001 §5, persona DELETED). */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/** The digital humans a company took from the market (its "digital employees"). */
export const companyVirtualHumans = pgTable(
  'company_virtual_humans',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    personaBizId: text('persona_biz_id')
      .notNull()
      .references(() => virtualHumans.personaBizId, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.personaBizId] }),
    index('company_virtual_humans_company_idx').on(t.companyId),
  ],
);

/**
 * A photo avatar: an exclusive digital human (its `virtual_humans` row) made from one portrait.
 * Its portrait and landmarks live under `storage_prefix`; deleting the avatar removes them and
 * these rows. The likeness confirmation (who, when) is kept with it, never apart from it.
 */
export const photoAvatars = pgTable(
  'photo_avatars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    personaBizId: text('persona_biz_id')
      .notNull()
      .unique()
      .references(() => virtualHumans.personaBizId, { onDelete: 'cascade' }),
    storagePrefix: text('storage_prefix').notNull(),
    /** The user who confirmed the right to use the likeness; kept as given (the user may leave later). */
    likenessConfirmedBy: uuid('likeness_confirmed_by').notNull(),
    likenessConfirmedByName: text('likeness_confirmed_by_name').notNull(),
    likenessConfirmedAt: timestamp('likeness_confirmed_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('photo_avatars_company_idx').on(t.companyId)],
);
