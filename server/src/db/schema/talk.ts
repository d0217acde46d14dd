import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CardResources, DeliveryMode, InteractionMode, InteractiveVhKind } from '@portal/contracts';
import { companies, users } from './accounts';

/**
 * Interactive (rtc) talk projects and the company's own talk templates (002 §3 project record).
 * One model for every delivery mode: the canvas is dataJson, the persona, config and talk settings
 * sit beside it, so the knowledge base and the conversation engine read one row.
 */
export const talkProjects = pgTable(
  'talk_projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A project, or a company template (type=rtcTemplate in the editor address, 002 §2). */
    kind: text('kind').$type<'project' | 'template'>().notNull().default('project'),
    title: text('title').notNull(),
    /** Delivery mode card | cte | common | custom (002 §1); the save payload's publishType. */
    publishType: text('publish_type').$type<DeliveryMode>().notNull(),
    /** LiveBroadcastRoom | videoCall | smallWindowVideo (002 §1). */
    interactionMode: text('interaction_mode').$type<InteractionMode>().notNull().default('videoCall'),
    /** 2D_INTERACTIVE | 3D_INTERACTIVE (002 §1). */
    vhType: text('vh_type').$type<InteractiveVhKind>().notNull().default('2D_INTERACTIVE'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    persona: jsonb('persona').$type<Record<string, unknown>>().notNull().default({}),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    talk: jsonb('talk').$type<Record<string, unknown>>().notNull().default({}),
    cardWorks: jsonb('card_works')
      .$type<Pick<CardResources, 'videoList' | 'documentList'>>()
      .notNull()
      .default({ videoList: [], documentList: [] }),
    /** Published as an applet card (002 §4); visibility is the published state the lists show. */
    visibility: boolean('visibility').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    exclusiveVirtualHumanId: text('exclusive_virtual_human_id'),
    /** The knowledge-base training task (002 §3); written by the FAQ engine. */
    nluTaskId: text('nlu_task_id'),
    shareToken: text('share_token'),
    shareTokenStatus: text('share_token_status').$type<'Active' | 'Suspended'>().notNull().default('Active'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('talk_projects_company_idx').on(t.companyId, t.kind, t.updatedAt),
    index('talk_projects_share_idx').on(t.shareToken),
  ],
);

/** Wake words of a project (002 §7 wake-word add/delete/list). */
export const talkWakeWords = pgTable(
  'talk_wake_words',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => talkProjects.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('talk_wake_words_project_idx').on(t.projectId)],
);

/** Chat-studio characters (002 §3 talk.chatStudio: characterId, characterName, characterUrl). */
export const talkChatCharacters = pgTable(
  'talk_chat_characters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => talkProjects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('talk_chat_characters_company_idx').on(t.companyId)],
);

/**
 * A conversation session of a project (002 §7 rtc start, task sync/client start, stop, heartbeat,
 * handshake error): its lifecycle only. The media path belongs to the conversation engine.
 */
export const talkSessions = pgTable(
  'talk_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => talkProjects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** server: a task the platform runs (sync start); client: a browser or device joined (client start). */
    side: text('side').$type<'server' | 'client'>().notNull(),
    status: text('status').$type<'Running' | 'Stopped' | 'Error'>().notNull().default('Running'),
    errorReason: text('error_reason'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    /** A card visitor's session: the signed visitor id, null for a member's or device's. */
    visitorId: text('visitor_id'),
    /** How the visitor talks (LIVE_MODES); null for sessions of the talkProject task calls. */
    mode: text('mode').$type<'videoCall' | 'smallWindowVideo' | 'chat'>(),
    /** Why the session ended (LIVE_END_REASONS). */
    endReason: text('end_reason'),
    /** Minutes of interactive duration (resource 21) charged: one per started minute. */
    chargedMinutes: integer('charged_minutes').notNull().default(0),
  },
  (t) => [
    index('talk_sessions_project_idx').on(t.projectId, t.status),
    index('talk_sessions_company_running_idx').on(t.companyId, t.status),
  ],
);

/** Knowledge training tasks (002 §3 training status Init 0 → Running 1 → Success 2 | Fail 3); the FAQ engine runs them. */
export const talkNluTasks = pgTable('talk_nlu_tasks', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  projectId: uuid('project_id')
    .notNull()
    .references(() => talkProjects.id, { onDelete: 'cascade' }),
  status: integer('status').notNull().default(0),
  failReason: text('fail_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
