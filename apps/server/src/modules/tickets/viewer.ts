import type { Db } from '../../db/client';
import type { AccessClaims } from '../../platform/auth/access-tokens';
import { AppError } from '../../platform/errors';
import { findDepartmentIdsOfStaff } from '../departments/index';
import { findUserById } from '../users/index';
import type { Viewer } from './ticket-visibility';

/** Resolves who is calling, with what the visibility rule needs. Identity comes from the token. */
export async function resolveViewer(db: Db, claims: AccessClaims): Promise<Viewer> {
  const user = await findUserById(db, claims.userId);
  if (!user || !user.isActive) throw new AppError('UNAUTHENTICATED');
  const departmentIds = user.role === 'CLIENT' ? [] : await findDepartmentIdsOfStaff(db, user.id);
  return {
    userId: user.id,
    role: user.role,
    name: user.name,
    email: user.email,
    departmentIds,
    customerId: user.customerId,
  };
}
