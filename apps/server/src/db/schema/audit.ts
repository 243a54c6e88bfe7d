import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AuditEntityType, AuditSeverity } from '@atiende/contracts';
import { roleEnum } from './users';
import { createdAtColumn, idColumn } from './columns';

/**
 * The audit log (issue 4, docs/audit.md): one row per administrative action, sensitive event or
 * front-end error report. No foreign key to users: an entry outlives the account it names.
 * Entity type and severity are text checked by the contracts' enums, so adding one needs no
 * migration; the action is UPPER_SNAKE text for the same reason.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: idColumn(),
    createdAt: createdAtColumn(),
    actorId: uuid('actor_id'),
    actorRole: roleEnum('actor_role'),
    action: text('action').notNull(),
    entityType: text('entity_type').$type<AuditEntityType>().notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    details: jsonb('details'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    severity: text('severity').$type<AuditSeverity>().notNull().default('INFO'),
    message: text('message').notNull(),
    requestId: text('request_id'),
  },
  (table) => [
    // Newest first is the admin list's order and the retention sweep's range.
    index('audit_logs_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('audit_logs_action_created_idx').on(table.action, table.createdAt.desc()),
    index('audit_logs_entity_idx').on(table.entityType, table.entityId, table.createdAt.desc()),
    index('audit_logs_actor_created_idx').on(table.actorId, table.createdAt.desc()),
  ],
);

export type AuditLogRow = typeof auditLogs.$inferSelect;
export type NewAuditLogRow = typeof auditLogs.$inferInsert;
