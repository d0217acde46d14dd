import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts';
import { talkProjects } from './talk';

/** A passage of a bound document as a training read it (services/knowledge/passages.ts). */
export interface TrainedPassage {
  documentId: string;
  documentName: string;
  /** 1-based page of the PDF (of an Office file's PDF rendering) the text is on. */
  page: number;
  text: string;
}

/** One answer of a FAQ item: its text and the canvas shown while it is spoken (002 §3 canvasData). */
export interface FaqAnswer {
  text: string;
  canvasData?: unknown;
}

/** FAQ items of a project (002 §3 talkJson FAQ list). */
export const talkFaqItems = pgTable(
  'talk_faq_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => talkProjects.id, { onDelete: 'cascade' }),
    standardQuestion: text('standard_question').notNull(),
    similarQuestions: jsonb('similar_questions').$type<string[]>().notNull().default([]),
    standardAnswers: jsonb('standard_answers').$type<FaqAnswer[]>().notNull(),
    isRecommend: boolean('is_recommend').notNull().default(false),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    /** Keeps import order; lists are read in it. */
    seq: integer('seq').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('talk_faq_items_project_idx').on(t.projectId, t.seq)],
);

/** The welcome (1), no-input (2) and no-match (3) responses of a project (002 §3 talkJson groups). */
export const talkResponses = pgTable(
  'talk_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => talkProjects.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    answer: text('answer').notNull(),
    canvasData: jsonb('canvas_data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('talk_responses_project_idx').on(t.projectId, t.type)],
);

/** Every question and the answer it got, per visitor (002 §7 query-chatLog). */
export const talkChatLogs = pgTable(
  'talk_chat_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => talkProjects.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    source: text('source').$type<'faq' | 'llm' | 'noMatch' | 'safe' | 'suggest'>().notNull(),
    faqId: uuid('faq_id'),
    /** What retrieval made of the question (ChatOutcome); null when the question was refused as unsafe. */
    outcome: text('outcome').$type<'answered' | 'suggested' | 'unanswered' | 'picked' | 'declined'>(),
    /** The choices offered (「您是想问：」), with the standard question each had then. */
    suggestions: jsonb('suggestions').$type<{ faqId: string; question: string }[]>().notNull().default([]),
    /** On a suggested exchange: the choice the visitor then tapped (a resolved suggestion). */
    resolvedFaqId: uuid('resolved_faq_id'),
    /** On a suggested exchange: the visitor then answered 都不是 (none of the choices fits). */
    choicesDeclined: boolean('choices_declined').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('talk_chat_logs_visitor_idx').on(t.projectId, t.visitorId, t.createdAt),
    // The knowledge tab's missed questions: one project's recent exchanges by outcome.
    index('talk_chat_logs_outcome_idx').on(t.projectId, t.outcome, t.createdAt),
  ],
);

/**
 * What a successful training task indexed (002 §3 training): the questions of every FAQ item and
 * the passages of the bound documents at that moment. Any server process builds its in-memory
 * retrieval index from the latest one.
 */
export const talkKnowledgeIndexes = pgTable(
  'talk_knowledge_indexes',
  {
    taskId: uuid('task_id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => talkProjects.id, { onDelete: 'cascade' }),
    items: jsonb('items').$type<{ id: string; questions: string[]; answer?: string }[]>().notNull(),
    /** The passages of the project's bound documents at that moment (002 §7 Documents). */
    passages: jsonb('passages').$type<TrainedPassage[]>().notNull().default([]),
    /** Bound documents that gave no passage, and why. */
    skippedDocuments: jsonb('skipped_documents')
      .$type<{ documentId: string; documentName: string; reason: string }[]>()
      .notNull()
      .default([]),
    itemCount: integer('item_count').notNull(),
    buildMs: integer('build_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('talk_knowledge_indexes_project_idx').on(t.projectId, t.createdAt)],
);

/**
 * Spoken questions recognised for a project (002 §7 asr/check), one row each: what asr/cost answers.
 * visitorId is the card visitor, or `user:<id>` for the editor.
 */
export const talkAsrUsage = pgTable(
  'talk_asr_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => talkProjects.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('talk_asr_usage_project_visitor_idx').on(t.projectId, t.visitorId)],
);
