import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { talkProjects } from './talk';

/**
 * People enrolled for face recognition on a project's kiosks (issue 29, "device users"). Faces are
 * sensitive personal information (PIPL art. 28): the photo is kept only as a small thumbnail and,
 * like the embedding, sealed with AES-256-GCM under the app secret; both live in this one row, so
 * deleting the person deletes both at once. Consent records who agreed, when, and who recorded it.
 */
export const faceUsers = pgTable(
  'face_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => talkProjects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tags: text('tags').array().notNull().default([]),
    greeting: text('greeting').notNull().default(''),
    /** enc:v1 sealed JPEG thumbnail (base64 inside the seal). */
    photoSealed: text('photo_sealed').notNull(),
    /** enc:v1 sealed Float32 embedding (base64 inside the seal). */
    embeddingSealed: text('embedding_sealed').notNull(),
    consentBy: text('consent_by').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('face_users_project_idx').on(t.projectId), index('face_users_company_idx').on(t.companyId)],
);

/** The recognition switch of a project (002 §5: off, then on via open, back via close). */
export const faceSwitches = pgTable('face_switches', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => talkProjects.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
