import { randomBytes } from 'node:crypto';
import { fieldMessages, type User } from '@atiende/contracts';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { AppError } from '../../platform/errors';
import { isCommonPassword } from '../../platform/common-passwords';
import { hashPassword } from '../../platform/hashing';
import { avatarUrlOf } from './avatar-reference';
import { countAdmins, findUserByEmail, findUserById, insertUser } from './users.repository';

/**
 * The public shape of a user (docs/product/team.md): never the hash, the avatar as a URL (never its
 * key).
 */
export function toUser(
  row: Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'avatar' | 'isActive' | 'createdAt'>,
): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    avatar: avatarUrlOf(row.id, row.avatar),
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The server-side password rules the schema cannot hold (docs/conventions.md#security). */
export function assertPasswordAllowed(password: string, field = 'password'): void {
  if (isCommonPassword(password)) {
    throw new AppError('VALIDATION_FAILED', [{ field, message: fieldMessages.passwordTooCommon }], {
      message: fieldMessages.passwordTooCommon,
    });
  }
}

export { findUserByEmail, findUserById };

export type FirstAdminResult =
  { created: false } | { created: true; email: string; generatedPassword: string | undefined };

/**
 * docs/conventions.md#configuration: the first administrator comes from ADMIN_EMAIL/ADMIN_PASSWORD;
 * without a password one is generated and returned so main.ts can print it once.
 */
export async function ensureFirstAdmin(
  executor: Executor,
  admin: { email: string | undefined; password: string | undefined; name: string },
): Promise<FirstAdminResult> {
  if ((await countAdmins(executor)) > 0) return { created: false };
  const email = admin.email ?? 'admin@atiende.local';
  const generatedPassword = admin.password ? undefined : randomBytes(12).toString('base64url');
  const password = admin.password ?? (generatedPassword as string);
  const existing = await findUserByEmail(executor, email);
  if (existing) return { created: false };
  await insertUser(executor, {
    name: admin.name,
    email,
    role: 'ADMIN',
    passwordHash: await hashPassword(password),
  });
  return { created: true, email, generatedPassword };
}
