import { bigserial, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './columns';

/**
 * The domain-event outbox (docs/jobs.md#event-outbox): an event whose effects must not be lost
 * (notifications and their e-mails) is written here in the transaction of the change that raised
 * it. Delivering it deletes the row in the same transaction as the effects, so an event is
 * delivered exactly once: by the instance that raised it right after the commit, or — when that
 * instance died first — by the job runner's redelivery.
 */
export const eventOutbox = pgTable('event_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  payload: jsonb('payload').notNull(),
  /** Redeliveries tried (docs/jobs.md#event-outbox): a row failed 10 times is left for a person. */
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAtColumn(),
});
