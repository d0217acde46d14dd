import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { talkProjects } from './talk';

/** A library item a moment shows, kept by its storage keys so the feed reads one row. */
export interface MomentMediaRef {
  mediaId: string;
  title: string;
  storageKey: string;
  thumbnailKey: string | null;
}

/** Card moments (002 §7): text, images and a video of the company's library, on one card's feed. */
export const cardMoments = pgTable(
  'card_moments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => talkProjects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull().default(''),
    images: jsonb('images').$type<MomentMediaRef[]>().notNull().default([]),
    video: jsonb('video').$type<MomentMediaRef | null>(),
    labelIds: jsonb('label_ids').$type<string[]>().notNull().default([]),
    top: boolean('top').notNull().default(false),
    /** When it was pinned: the latest pin shows first among pinned moments. */
    toppedAt: timestamp('topped_at', { withTimezone: true }),
    /** The manager's order (orderType CUSTOM 1); new moments go first. */
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('card_moments_project_idx').on(t.projectId, t.createdAt)],
);

export const cardMomentLabels = pgTable(
  'card_moment_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => talkProjects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('card_moment_labels_project_idx').on(t.projectId)],
);

/** The operator's legal texts, every saved version kept (issue 30 item 7). */
export const legalTexts = pgTable(
  'legal_texts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'serviceTerms' | 'privacyPolicy'>().notNull(),
    version: integer('version').notNull(),
    content: text('content').notNull(),
    editorId: uuid('editor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('legal_texts_kind_version').on(t.kind, t.version)],
);

/** Requests for a custom digital human: leads for the operator, the phone sealed like card leads. */
export const customMadeRequests = pgTable(
  'custom_made_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    phoneSealed: text('phone_sealed').notNull(),
    phoneLast4: text('phone_last4').notNull(),
    companyName: text('company_name').notNull().default(''),
    kind: text('kind').$type<'2d' | '3d' | 'voice'>().notNull(),
    scenario: text('scenario').notNull().default(''),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('custom_made_requests_created_idx').on(t.createdAt)],
);
