import {
  departmentEnvelopeSchema,
  messageResponseSchema,
  type DepartmentMembersInput,
  type departmentInputSchema,
} from '@atiende/contracts';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api';
import { useChangeMutation, type ChangeEffects } from '../../../lib/api-query';
import { departmentKeys } from './department-keys';

/** The body of POST/PUT /api/departments: a status without `id` is a new one. */
export type DepartmentBody = z.input<typeof departmentInputSchema>;

/** POST /api/departments or PUT /api/departments/{id} (administrators; a lead their own). */
export function saveDepartment({ id, body }: { id: string | null; body: DepartmentBody }) {
  const path = id ? `/departments/${id}` : '/departments';
  return apiSend(id ? 'PUT' : 'POST', path, body, departmentEnvelopeSchema).then(
    (data) => data.department,
  );
}

export function replaceDepartmentMembers({ id, userIds }: { id: string; userIds: string[] }) {
  const body: DepartmentMembersInput = { userIds };
  return apiSend('PUT', `/departments/${id}/members`, body, departmentEnvelopeSchema).then(
    (data) => data.department,
  );
}

/** DELETE /api/departments/{id}: 409 DEPARTMENT_IN_USE when tickets refer to it. */
export function deleteDepartment(id: string) {
  return apiSend('DELETE', `/departments/${id}`, undefined, messageResponseSchema);
}

/**
 * Every change refreshes the products page's counts and the shared department lists (every
 * feature's), the public ones and the staff (whose departments changed).
 */
const departmentChanges: ChangeEffects = {
  queryKeys: [departmentKeys.all],
  referenceData: ['departments', 'publicDepartments', 'technicians'],
};

export function useSaveDepartment() {
  return useChangeMutation(saveDepartment, departmentChanges);
}

export function useReplaceMembers() {
  return useChangeMutation(replaceDepartmentMembers, departmentChanges);
}

export function useDeleteDepartment() {
  return useChangeMutation(deleteDepartment, departmentChanges);
}
