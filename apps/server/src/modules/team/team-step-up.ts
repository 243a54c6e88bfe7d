import { requiresStepUp, teamMessages, type TeamMember } from '@atiende/contracts';
import { AppError } from '../../platform/errors';
import { recordAudit, type AuditContext } from '../audit/index';
import { invalidField, type Caller, type TeamServiceDeps } from './team-access';

const v = teamMessages.validation;

/**
 * docs/team.md#step-up: changing a person's e-mail (where their reset links go) or role needs
 * the ACTING person's current password, so a stolen session cannot become a permanent takeover.
 * Called once every other check of the edit has passed and before its transaction, so a refusal
 * writes nothing but, for a wrong password, its audit entry. Both refusals are 400 on the field
 * `currentPassword`, like a wrong current password on Mi Perfil (docs/profile.md): a 401 would
 * read as an ended session and a 403 as a missing permission.
 */
export async function confirmStepUp(
  { db, confirmPassword }: Pick<TeamServiceDeps, 'db' | 'confirmPassword'>,
  caller: Caller,
  before: TeamMember,
  input: { email?: string; role?: TeamMember['role']; currentPassword?: string },
  audit: AuditContext,
): Promise<void> {
  if (!requiresStepUp(before, input)) return;
  if (!input.currentPassword) throw invalidField('currentPassword', v.stepUpRequired);
  const result = await confirmPassword(caller.userId, input.currentPassword);
  if (result.outcome === 'confirmed') return;
  if (result.outcome === 'locked') {
    throw new AppError('TOO_MANY_REQUESTS', undefined, {
      message: v.stepUpTooMany,
      headers: { 'retry-after': String(result.retryAfterSeconds) },
    });
  }
  const attempted = {
    ...(input.email !== undefined && input.email !== before.email && { email: input.email }),
    ...(input.role !== undefined && input.role !== before.role && { role: input.role }),
  };
  // Like LOGIN_FAILED: a refused attempt is worth seeing, even though nothing changed.
  await recordAudit(db, {
    context: audit,
    action: 'STEP_UP_FAILED',
    entityType: 'USER',
    entityId: before.id,
    details: { attempted },
    severity: 'WARNING',
    message: teamMessages.audit.stepUpFailed(before.email),
  });
  throw invalidField('currentPassword', v.stepUpWrong);
}
