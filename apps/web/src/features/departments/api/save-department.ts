import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Department, DepartmentInput } from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';
import { departmentKeys } from './department-keys';

type DepartmentBody = Omit<DepartmentInput, 'statuses'> & {
  statuses?: Array<Omit<NonNullable<DepartmentInput['statuses']>[number], 'id'> & { id?: string }>;
};

/** POST /api/departments or PUT /api/departments/{id} (administrators; a lead their own). */
export function saveDepartment(id: string | null, body: DepartmentBody) {
  return apiRequest<{ department: Department }>(id ? `/departments/${id}` : '/departments', {
    method: id ? 'PUT' : 'POST',
    body,
  }).then((data) => data.department);
}

export function replaceDepartmentMembers(id: string, userIds: string[]) {
  return apiRequest<{ department: Department }>(`/departments/${id}/members`, {
    method: 'PUT',
    body: { userIds },
  }).then((data) => data.department);
}

/** DELETE /api/departments/{id}: 409 DEPARTMENT_IN_USE when tickets refer to it. */
export function deleteDepartment(id: string) {
  return apiRequest<{ message: string }>(`/departments/${id}`, { method: 'DELETE' });
}

/** Every change refreshes the lists (and the staff, whose departments changed). */
function useInvalidateDepartments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: departmentKeys.all });
}

export function useSaveDepartment() {
  const invalidate = useInvalidateDepartments();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: DepartmentBody }) =>
      saveDepartment(id, body),
    onSuccess: invalidate,
  });
}

export function useReplaceMembers() {
  const invalidate = useInvalidateDepartments();
  return useMutation({
    mutationFn: ({ id, userIds }: { id: string; userIds: string[] }) =>
      replaceDepartmentMembers(id, userIds),
    onSuccess: invalidate,
  });
}

export function useDeleteDepartment() {
  const invalidate = useInvalidateDepartments();
  return useMutation({ mutationFn: deleteDepartment, onSuccess: invalidate });
}
