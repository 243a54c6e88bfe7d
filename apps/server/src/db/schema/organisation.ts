import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ticketStatusEnum } from './enums';
import { users } from './users';

export const departments = pgTable(
  'departments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    /** The tech lead told about escalations (spec §4). */
    leadId: uuid('lead_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('departments_name_unique').on(sql`lower(${table.name})`)],
);

/** Técnicos (and leads) who work a department's tickets: DESIGN §6 visibility. */
export const departmentMembers = pgTable(
  'department_members',
  {
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.departmentId, table.userId] }),
    index('department_members_user_idx').on(table.userId),
  ],
);

/**
 * Custom statuses inside the five fixed categories: each maps to a base status, so filters,
 * reports and SLAs keep working; `pausesSla` stops the SLA clock (waiting on the customer).
 */
export const departmentStatuses = pgTable(
  'department_statuses',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    baseStatus: ticketStatusEnum('base_status').notNull(),
    pausesSla: boolean('pauses_sla').notNull().default(false),
    requiresResolutionNote: boolean('requires_resolution_note').notNull().default(false),
    notifiesLead: boolean('notifies_lead').notNull().default(false),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [index('department_statuses_department_idx').on(table.departmentId, table.position)],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    /** Soles, numeric(12,2) (DESIGN §4). */
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('products_department_idx').on(table.departmentId)],
);

/** A client's company ("empresa"): found or created from a requester's business and e-mail. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    chainName: text('chain_name'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('customers_name_unique').on(sql`lower(${table.name})`)],
);
