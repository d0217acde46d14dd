import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';

/** Studio templates (001 §3 template kinds): platform ones have no company; exclusive ones belong to one. */
export const studioTemplates = pgTable(
  'studio_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** The template kind (templateName of 001 §3: web16:9, 75-inch large screen, …). */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    coverKey: text('cover_key'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    status: text('status').$type<'draft' | 'published'>().notNull().default('published'),
    /** Platform templates are seeded under a stable key so restarts update rather than duplicate them. */
    seedKey: text('seed_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('studio_templates_company_idx').on(t.companyId)],
);

/** A company's video project (001 §3 project canvas and render data), saved as drafts and versions. */
export const videoProjects = pgTable(
  'video_projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    templateId: uuid('template_id'),
    title: text('title').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** Increases with every save; an update naming an older version is refused (lost-update guard). */
    version: integer('version').notNull().default(1),
    status: text('status').$type<'draft' | 'saved'>().notNull().default('draft'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('video_projects_company_idx').on(t.companyId, t.updatedAt)],
);

/** A generation task (001 §3 video task; Running → Finished | Fail), with the project as submitted. */
export const videoTasks = pgTable(
  'video_tasks',
  {
    bizId: uuid('biz_id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').notNull(),
    /** Where the task came from: the studio, or the AI toolbox's smart video (001 §2). */
    origin: text('origin').$type<'studio' | 'aiVideo'>().notNull().default('studio'),
    title: text('title').notNull(),
    resolution: text('resolution').$type<'R_1080P' | 'R_4K'>().notNull(),
    displayStatus: text('display_status').$type<'Running' | 'Finished' | 'Fail'>().notNull().default('Running'),
    stage: text('stage')
      .$type<'queued' | 'speech' | 'frames' | 'encoding' | 'done' | 'failed'>()
      .notNull()
      .default('queued'),
    progress: integer('progress').notNull().default(0),
    /** Quota units taken on submit and given back if the task fails (001 §9 credit costs). */
    reservedCredits: integer('reserved_credits').notNull().default(0),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    outputKey: text('output_key'),
    thumbnailKey: text('thumbnail_key'),
    subtitleKey: text('subtitle_key'),
    durationMs: integer('duration_ms'),
    failReason: text('fail_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('video_tasks_company_idx').on(t.companyId, t.createdAt)],
);
