import {
  breakMessages,
  type BreakPolicy,
  type breakPolicyInputSchema,
  type breakPolicyPatchSchema,
} from '@atiende/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import * as repository from './break-policies.repository';
import { isUniqueViolation } from './pauses.repository';

/**
 * Break policies (docs/schedules.md#pausas-y-recordatorios): administrators manage them; the
 * reminders job and the pauses read the one that applies to each técnico.
 */

type PolicyInput = z.output<typeof breakPolicyInputSchema>;
type PolicyPatch = z.output<typeof breakPolicyPatchSchema>;

const v = breakMessages.validation;
const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', [{ field, message }], { message });

function toPolicy(row: repository.BreakPolicyWithName): BreakPolicy {
  const { policy } = row;
  return {
    id: policy.id,
    name: policy.name,
    departmentId: policy.departmentId,
    departmentName: row.departmentName,
    everyMinutes: policy.everyMinutes,
    breakMinutes: policy.breakMinutes,
    autoCloseAfterMinutes: policy.autoCloseAfterMinutes,
    remindersEnabled: policy.remindersEnabled,
    isActive: policy.isActive,
    createdAt: policy.createdAt.toISOString(),
    updatedAt: policy.updatedAt.toISOString(),
  };
}

async function policyById(executor: Executor, id: string) {
  const row = await repository.findBreakPolicyById(executor, id);
  if (!row) throw new AppError('BREAK_POLICY_NOT_FOUND');
  return toPolicy(row);
}

async function checkPolicy(
  tx: Executor,
  input: { name: string; departmentId: string | null },
  exceptId?: string,
) {
  if (await repository.isBreakPolicyNameTaken(tx, input.name, exceptId))
    throw new AppError('BREAK_POLICY_NAME_TAKEN');
  if (input.departmentId && !(await repository.departmentExists(tx, input.departmentId)))
    throw fieldError('departmentId', v.departmentUnknown);
}

/** A name taken by a concurrent save reaches the unique index: the same 409. */
async function mapNameRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('BREAK_POLICY_NAME_TAKEN');
    throw error;
  }
}

export async function listBreakPolicies(db: Db) {
  return (await repository.findBreakPolicies(db)).map(toPolicy);
}

export function getBreakPolicy(db: Db, id: string) {
  return policyById(db, id);
}

export function createBreakPolicy(db: Db, input: PolicyInput) {
  return mapNameRace(() =>
    db.transaction(async (tx) => {
      await checkPolicy(tx, input);
      return policyById(tx, await repository.insertBreakPolicy(tx, input));
    }),
  );
}

export function updateBreakPolicy(db: Db, id: string, patch: PolicyPatch) {
  return mapNameRace(() =>
    db.transaction(async (tx) => {
      const current = await repository.lockBreakPolicy(tx, id);
      if (!current) throw new AppError('BREAK_POLICY_NOT_FOUND');
      const next = { ...current, ...definedFields(patch) };
      if (next.breakMinutes >= next.everyMinutes)
        throw fieldError('breakMinutes', v.breakLongerThanEvery);
      await checkPolicy(tx, next, id);
      await repository.updateBreakPolicy(tx, id, definedFields(patch));
      return policyById(tx, id);
    }),
  );
}

export async function deleteBreakPolicy(db: Db, id: string) {
  if (!(await repository.deleteBreakPolicy(db, id))) throw new AppError('BREAK_POLICY_NOT_FOUND');
}

function definedFields(patch: PolicyPatch) {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<repository.NewBreakPolicyRow>;
}
