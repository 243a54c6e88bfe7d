import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users, type NewUserRow, type UserRow } from '../../db/schema/index';

export function findUserById(executor: Executor, id: string): Promise<UserRow | undefined> {
  return executor
    .select()
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}

export function findUserByEmail(executor: Executor, email: string): Promise<UserRow | undefined> {
  return executor
    .select()
    .from(users)
    .where(eq(users.email, email))
    .limit(1)
    .then((rows) => rows[0]);
}

/** Inserts unless the e-mail exists; returns undefined on a duplicate (race-safe). */
export async function insertUser(
  executor: Executor,
  user: NewUserRow,
): Promise<UserRow | undefined> {
  const rows = await executor
    .insert(users)
    .values(user)
    .onConflictDoNothing({ target: users.email })
    .returning();
  return rows[0];
}

export async function updateUserPassword(
  executor: Executor,
  id: string,
  passwordHash: string,
): Promise<void> {
  const now = new Date();
  await executor
    .update(users)
    .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
    .where(eq(users.id, id));
}

export async function touchLastLogin(executor: Executor, id: string): Promise<void> {
  await executor.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, id));
}

export function countAdmins(executor: Executor): Promise<number> {
  return executor.$count(users, eq(users.role, 'ADMIN')).then(Number);
}
