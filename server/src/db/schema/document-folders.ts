import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts';

/**
 * Document folders of the knowledge library (002 §7 Documents). The spec lists no call that makes a
 * folder, so every company has its default folder 默认文件夹, made on first use; documents of the
 * library (media items of type document) belong to it.
 */
export const documentFolders = pgTable(
  'document_folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('document_folders_name_unique').on(t.companyId, t.name)],
);

/** Folders bound to an interactive project (002 §7 folder/bind-project); the project id is the project's own. */
export const documentFolderProjects = pgTable(
  'document_folder_projects',
  {
    folderId: uuid('folder_id')
      .notNull()
      .references(() => documentFolders.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull(),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.folderId, t.projectId] }),
    index('document_folder_projects_project_idx').on(t.projectId),
  ],
);
