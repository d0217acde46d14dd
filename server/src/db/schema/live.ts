import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { talkProjects, talkSessions } from './talk';

/**
 * Contact details a card visitor left (business/event/recommend/send): a lead the company sees in
 * the management center. The phone is sealed at rest (services/talk/llm-keys seal); only its last
 * four digits are kept in clear, for the visitor's own masked view.
 */
export const appletLeads = pgTable(
  'applet_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => talkProjects.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id').notNull(),
    name: text('name').notNull(),
    phoneSealed: text('phone_sealed').notNull(),
    phoneLast4: text('phone_last4').notNull(),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('applet_leads_company_idx').on(t.companyId, t.createdAt),
    index('applet_leads_visitor_idx').on(t.projectId, t.visitorId),
  ],
);

/** What a visitor's page reports it used (cost/report): kept as a report; metering is the server's. */
export const appletCostReports = pgTable(
  'applet_cost_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => talkProjects.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id').notNull(),
    sessionId: uuid('session_id').references(() => talkSessions.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    amount: doublePrecision('amount').notNull(),
    unit: text('unit').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('applet_cost_reports_project_idx').on(t.projectId, t.createdAt)],
);

/** A live room (/live/room): the project's human presents its scenes on a loop from clockOrigin. */
export const liveRooms = pgTable(
  'live_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => talkProjects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    status: text('status').$type<'Live' | 'Ended'>().notNull().default('Live'),
    clockOrigin: timestamp('clock_origin', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_rooms_company_idx').on(t.companyId, t.status)],
);

/** A viewer's question in a room and its answer, scheduled on the room's clock (startsAt). */
export const liveRoomTurns = pgTable(
  'live_room_turns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id').notNull(),
    question: text('question').notNull(),
    status: text('status')
      .$type<'queued' | 'answering' | 'scheduled' | 'done' | 'refused'>()
      .notNull()
      .default('queued'),
    answer: text('answer'),
    /** Storage key of the spoken answer (WAV). */
    audioKey: text('audio_key'),
    visemes: jsonb('visemes').$type<[number, number][]>().notNull().default([]),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_room_turns_room_idx').on(t.roomId, t.createdAt)],
);
