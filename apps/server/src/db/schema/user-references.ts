import { uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A row that belongs to a user and goes with them: `user_id`, deleted with the user. */
export const ownerUserIdColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A user the row names (an actor, an assignee…): set to null when the user is deleted. */
export const userReference = (name: string) =>
  uuid(name).references(() => users.id, { onDelete: 'set null' });
