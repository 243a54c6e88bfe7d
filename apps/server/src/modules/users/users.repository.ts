import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users, type NewUserRow, type UserRow } from '../../db/schema/index';
import { findFirstRow } from '../../platform/first-row';

export function findUserById(executor: Executor, id: string): Promise<UserRow | undefined> {
  return findFirstRow(executor, users, eq(users.id, id));
}

/**
 * The signed-in user's row, read on every ticket request to build the viewer (role, active
 * flag, company) and changed rarely: kept per instance for a few seconds and forgotten at once
 * when this instance changes the user (every update below calls `forgetUser`; new update
 * functions must too). Another instance sees a change, a deactivation too, within TTL.
 */
const REQUEST_USER_TTL_MS = 5_000;
const REQUEST_USER_MAX_ENTRIES = 10_000;
const requestUsers = new Map<string, { row: UserRow | undefined; expiresAt: number }>();

export async function findUserForRequest(
  executor: Executor,
  id: string,
): Promise<UserRow | undefined> {
  const hit = requestUsers.get(id);
  if (hit && hit.expiresAt > Date.now()) return hit.row;
  const row = await findUserById(executor, id);
  if (requestUsers.size >= REQUEST_USER_MAX_ENTRIES) requestUsers.clear();
  requestUsers.set(id, { row, expiresAt: Date.now() + REQUEST_USER_TTL_MS });
  return row;
}

export function forgetUser(id: string): void {
  requestUsers.delete(id);
}

/** Drops every cached request user (POST /api/health/optimize). */
export function clearRequestUsers(): void {
  requestUsers.clear();
}

/** Names and e-mails of several users at once (the audit log's actors). */
export function findUserNamesByIds(executor: Executor, ids: string[]) {
  return executor
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
}

export function findUserByEmail(executor: Executor, email: string): Promise<UserRow | undefined> {
  return findFirstRow(executor, users, eq(users.email, email));
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
  forgetUser(id);
  await executor
    .update(users)
    .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
    .where(eq(users.id, id));
}

/** The user's own name (Mi Perfil); returns the updated row. */
export async function updateUserName(executor: Executor, id: string, name: string) {
  forgetUser(id);
  const [row] = await executor
    .update(users)
    .set({ name, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** The user's row locked until the transaction ends (two photo changes never cross). */
export function lockUserById(executor: Executor, id: string): Promise<UserRow | undefined> {
  return findFirstRow(executor, users, eq(users.id, id), { forUpdate: true });
}

/** The user's own photo (Mi Perfil): a stored reference or null; returns the updated row. */
export async function updateUserAvatar(executor: Executor, id: string, avatar: string | null) {
  forgetUser(id);
  const [row] = await executor
    .update(users)
    .set({ avatar, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function touchLastLogin(executor: Executor, id: string): Promise<void> {
  await executor.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, id));
}

export function countAdmins(executor: Executor): Promise<number> {
  return executor.$count(users, eq(users.role, 'ADMIN')).then(Number);
}

/** Links a client to their company (demo seeding; a customers page will use it too). */
export async function updateUserCustomer(
  executor: Executor,
  id: string,
  customerId: string | null,
): Promise<void> {
  forgetUser(id);
  await executor.update(users).set({ customerId, updatedAt: new Date() }).where(eq(users.id, id));
}

/** An administrator's or lead's change to a user (the team page); returns the updated row. */
export async function updateUserById(
  executor: Executor,
  id: string,
  changes: Partial<
    Pick<
      NewUserRow,
      | 'name'
      | 'email'
      | 'phone'
      | 'notes'
      | 'role'
      | 'isActive'
      | 'deactivatedAt'
      | 'specialties'
      | 'maxOpenTickets'
      | 'passwordHash'
      | 'passwordChangedAt'
    >
  >,
): Promise<UserRow | undefined> {
  forgetUser(id);
  const [row] = await executor
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Whether another account already uses the e-mail (stored lower-cased and trimmed). */
export async function isEmailTakenByOther(executor: Executor, email: string, id: string) {
  const rows = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, id)))
    .limit(1);
  return rows.length > 0;
}

/** Deletes the user; sessions, memberships and notifications go with them (foreign keys). */
export async function deleteUserById(executor: Executor, id: string): Promise<void> {
  forgetUser(id);
  await executor.delete(users).where(eq(users.id, id));
}
