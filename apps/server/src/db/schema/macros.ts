import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { MACRO_SCOPES } from '@atiende/contracts';
import { idColumn, timestamps, timestamptz } from './columns';
import { ticketPriorityEnum, ticketStatusEnum } from './enums';
import { departments } from './organisation';
import { userReference } from './user-references';
import { users } from './users';

export const macroScopeEnum = pgEnum('macro_scope', MACRO_SCOPES);

/**
 * Plantillas (docs/macros.md): a text with `{{variables}}` and optional changes to the ticket.
 * A personal one belongs to its owner and goes with them; a shared one may be limited to a
 * department and goes with it.
 */
export const macros = pgTable(
  'macros',
  {
    id: idColumn(),
    name: text('name').notNull(),
    body: text('body').notNull(),
    scope: macroScopeEnum('scope').notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    departmentId: uuid('department_id').references(() => departments.id, {
      onDelete: 'cascade',
    }),
    setStatus: ticketStatusEnum('set_status'),
    resolution: text('resolution'),
    setPriority: ticketPriorityEnum('set_priority'),
    assignToSelf: boolean('assign_to_self').notNull().default(false),
    assigneeId: userReference('assignee_id'),
    internalNote: text('internal_note'),
    usageCount: integer('usage_count').notNull().default(0),
    lastUsedAt: timestamptz('last_used_at'),
    createdById: userReference('created_by_id'),
    ...timestamps(),
  },
  (table) => [
    index('macros_owner_idx').on(table.ownerId),
    index('macros_scope_department_idx').on(table.scope, table.departmentId),
    // A personal plantilla has its owner; a shared one has none.
    check(
      'macros_owner_check',
      sql`(${table.scope} = 'PERSONAL') = (${table.ownerId} IS NOT NULL)`,
    ),
  ],
);
