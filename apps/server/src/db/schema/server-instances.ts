import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * Every running server of the deployment, as it last said it was alive
 * (docs/operations.md#health): each instance writes its own row at start and every 30 s, and
 * removes it when it shuts down; /health lists the rows seen in the last 2 minutes.
 */
export const serverInstances = pgTable('server_instances', {
  /** Made by the process at start: a restart is a new instance. */
  id: uuid('id').primaryKey(),
  hostname: text('hostname').notNull(),
  pid: integer('pid').notNull(),
  version: text('version').notNull(),
  startedAt: timestamptz('started_at').notNull(),
  lastSeenAt: timestamptz('last_seen_at').notNull(),
});
