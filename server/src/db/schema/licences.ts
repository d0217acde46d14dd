import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts';

/** A company's licence per product line (000 §3: appId 21..24, kind, source, end time). */
export const companyLicences = pgTable(
  'company_licences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    appId: integer('app_id').notNull(),
    kind: text('kind').$type<'License' | 'ResourcePackage'>().notNull().default('License'),
    source: text('source').$type<'offline' | 'online' | 'platformGift'>().notNull().default('offline'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull().defaultNow(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
  },
  (t) => [index('company_licences_company_idx').on(t.companyId)],
);

/** Remaining quota per resource (000 §3 quota items; numeric resource types and resource codes). */
export const companyQuotas = pgTable(
  'company_quotas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    resourceType: integer('resource_type').notNull(),
    resourceCode: text('resource_code').notNull(),
    resourceName: text('resource_name').notNull(),
    resourceUnit: text('resource_unit').notNull(),
    capacity: integer('capacity').notNull(),
    used: integer('used').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_quotas_code_unique').on(t.companyId, t.resourceCode)],
);
