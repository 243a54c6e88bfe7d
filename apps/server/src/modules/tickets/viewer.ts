import type { Db } from '../../db/client';
import type { AccessClaims } from '../../platform/auth/access-tokens';
import type { ApiKeyIdentity } from '../../platform/auth/auth-guard';
import { AppError } from '../../platform/errors';
import { findDepartmentIdsOfStaff } from '../departments/index';
import { findUserForRequest } from '../users/index';
import type { Viewer } from './ticket-visibility';

/** Resolves who is calling, with what the visibility rule needs. Identity comes from the token. */
export async function resolveViewer(
  db: Db,
  claims: AccessClaims,
  apiKey?: ApiKeyIdentity | null,
): Promise<Viewer> {
  // Both in parallel: a client simply has no departments.
  const [user, departmentIds] = await Promise.all([
    findUserForRequest(db, claims.userId),
    findDepartmentIdsOfStaff(db, claims.userId),
  ]);
  if (!user || !user.isActive) throw new AppError('UNAUTHENTICATED');
  return {
    userId: user.id,
    role: user.role,
    name: user.name,
    email: user.email,
    departmentIds: user.role === 'CLIENT' ? [] : departmentIds,
    customerId: user.customerId,
    // docs/api-keys.md#what-a-key-acts-as: without tickets:read:all a key sees what it created.
    ...(apiKey && {
      apiKey: { id: apiKey.id, ownTicketsOnly: !apiKey.scopes.includes('tickets:read:all') },
    }),
  };
}
