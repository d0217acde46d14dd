import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';

/** The voice catalogue (001 §3 Voice; 002 §3 Voice). Platform voices have no company. */
export const voices = pgTable('voices', {
  bizId: text('biz_id').primaryKey(),
  companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** The engine's own voice id (002 §3 originId), e.g. eSpeak's 'cmn+f3'. */
  originId: text('origin_id').notNull(),
  supplier: text('supplier').notNull(),
  languageCode: text('language_code').notNull(),
  gender: text('gender').$type<'female' | 'male'>().notNull(),
  roleList: jsonb('role_list').$type<string[]>().notNull().default([]),
  styleList: jsonb('style_list').$type<string[]>().notNull().default([]),
  multiLanguage: jsonb('multi_language').$type<{ code: string; name: string }[]>().notNull(),
  tagIds: jsonb('tag_ids').$type<number[]>().notNull().default([]),
  forStudio: boolean('for_studio').notNull().default(true),
  forInteractive: boolean('for_interactive').notNull().default(true),
  speedDefault: real('speed_default').notNull().default(1),
  toneDefault: real('tone_default').notNull().default(1),
  volumeDefault: integer('volume_default').notNull().default(50),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Asynchronous synthesis (001 §7 /voice/tts-async): Running → Succeeded | Failed. */
export const ttsTasks = pgTable(
  'tts_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<'Running' | 'Succeeded' | 'Failed'>().notNull().default('Running'),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    audioKey: text('audio_key'),
    durationMs: integer('duration_ms'),
    failReason: text('fail_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('tts_tasks_company_idx').on(t.companyId, t.createdAt)],
);
