import { sql } from 'drizzle-orm';
import { timestamp, uuid, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

/** A row's own id: a random UUID made by the database. */
export const idColumn = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);

/** A moment in time, stored with its time zone (timestamptz). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAtColumn = () => timestamptz('created_at').notNull().defaultNow();

/** When the row last changed; the services set it on every update. */
export const updatedAtColumn = () => timestamptz('updated_at').notNull().defaultNow();

/** `createdAt` and `updatedAt`, in that order. */
export const timestamps = () => ({ createdAt: createdAtColumn(), updatedAt: updatedAtColumn() });

/**
 * Newest first, ties broken by id: the keyset order of the lists. NULLS FIRST is PostgreSQL's
 * default for DESC, so `ORDER BY … DESC` matches an index on these.
 */
export const newestFirst = (at: ExtraConfigColumn, id: ExtraConfigColumn) =>
  [at.desc().nullsFirst(), id.desc().nullsFirst()] as const;
