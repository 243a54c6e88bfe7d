import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ROLES } from '@atiende/contracts';
import { idColumn, timestamps, timestamptz } from './columns';

export const roleEnum = pgEnum('user_role', ROLES);

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    name: text('name').notNull(),
    /** Always stored trimmed and lower-cased: one account per e-mail. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull().default('CLIENT'),
    avatar: text('avatar'),
    /**
     * The client's company: clients see its tickets too
     * (docs/product/overview.md#roles-and-permissions). No FK: customers.ts imports users.
     */
    customerId: uuid('customer_id'),
    phone: text('phone'),
    /** Staff-only notes about a client, never sent to clients (docs/customers.md#customer-context). */
    notes: text('notes'),
    /** Técnicos: what they know (free tags such as "Redes", "Facturación"). */
    specialties: text('specialties')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Técnicos: most open tickets at once; null means no limit. */
    maxOpenTickets: integer('max_open_tickets'),
    isActive: boolean('is_active').notNull().default(true),
    /** When an administrator deactivated the account (a user with history is never deleted). */
    deactivatedAt: timestamptz('deactivated_at'),
    lastLoginAt: timestamptz('last_login_at'),
    passwordChangedAt: timestamptz('password_changed_at'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_role_idx').on(table.role),
    index('users_customer_idx')
      .on(table.customerId)
      .where(sql`${table.customerId} IS NOT NULL`),
    check('users_max_open_tickets_check', sql`${table.maxOpenTickets} >= 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
