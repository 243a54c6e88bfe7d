import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminResetPasswordInput,
  TeamMember,
  TechnicianProfileInput,
  UserDeletion,
} from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './team-keys';

export type CreateTeamUserBody = {
  name: string;
  email: string;
  password: string;
  role: TeamMember['role'];
  phone?: string | null;
  departmentIds?: string[];
  specialties?: string[];
  maxOpenTickets?: number | null;
  /** A client's company (customers-unified id); clients only. */
  customerId?: string | null;
};

export type UpdateTeamUserBody = Partial<{
  name: string;
  email: string;
  phone: string | null;
  role: TeamMember['role'];
  departmentIds: string[];
  customerId: string | null;
}>;

/** Every change refreshes the list and the figures (STYLE rule 15). */
function useTeamMutation<TVariables, TResult>(run: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

/** POST /api/users */
export function useCreateTeamUser() {
  return useTeamMutation((body: CreateTeamUserBody) =>
    apiRequest<{ user: TeamMember }>('/users', { method: 'POST', body }).then((data) => data.user),
  );
}

/** PUT /api/users/{id}, then PUT /api/technicians/{id} for a técnico's profile. */
export function useUpdateTeamUser() {
  return useTeamMutation(
    async ({
      id,
      body,
      profile,
    }: {
      id: string;
      body: UpdateTeamUserBody;
      profile?: TechnicianProfileInput;
    }) => {
      const { user } = await apiRequest<{ user: TeamMember }>(`/users/${id}`, {
        method: 'PUT',
        body,
      });
      if (!profile) return user;
      const data = await apiRequest<{ technician: TeamMember }>(`/technicians/${id}`, {
        method: 'PUT',
        body: profile,
      });
      return data.technician;
    },
  );
}

/** POST /api/users/{id}/deactivate | reactivate */
export function useSetActive() {
  return useTeamMutation(({ id, isActive }: { id: string; isActive: boolean }) =>
    apiRequest<{ user: TeamMember }>(`/users/${id}/${isActive ? 'reactivate' : 'deactivate'}`, {
      method: 'POST',
    }).then((data) => data.user),
  );
}

/** DELETE /api/users/{id}: deleted, or deactivated when the person has history. */
export function useDeleteTeamUser() {
  return useTeamMutation((id: string) =>
    apiRequest<UserDeletion>(`/users/${id}`, { method: 'DELETE' }),
  );
}

/** POST /api/users/{id}/reset-password */
export function useResetPassword() {
  return useTeamMutation(({ id, body }: { id: string; body: AdminResetPasswordInput }) =>
    apiRequest<{ message: string }>(`/users/${id}/reset-password`, { method: 'POST', body }),
  );
}
