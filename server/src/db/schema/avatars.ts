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
