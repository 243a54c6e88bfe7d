import {
  messageResponseSchema,
  teamMemberEnvelopeSchema,
  technicianEnvelopeSchema,
  userDeletionSchema,
  type adminResetPasswordInputSchema,
  type createTeamUserInputSchema,
  type technicianProfileInputSchema,
  type updateTeamUserInputSchema,
} from '@atiende/contracts';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api';
import { useChangeMutation } from '../../../lib/api-query';
import { teamKeys } from './team-keys';

/** POST /api/users (a client's `customerId` is a customers-unified id). */
export type CreateTeamUserBody = z.input<typeof createTeamUserInputSchema>;
/** PUT /api/users/{id}: fields left out stay as they are. */
export type UpdateTeamUserBody = z.input<typeof updateTeamUserInputSchema>;
type TechnicianProfileBody = z.input<typeof technicianProfileInputSchema>;
type ResetPasswordBody = z.input<typeof adminResetPasswordInputSchema>;

/**
 * Every change refreshes the list and the figures (docs/conventions.md#web-data-layer), and the
 * shared staff and department lists: who is a técnico, and in which departments, may have changed.
 */
function useTeamMutation<TVariables, TResult>(run: (variables: TVariables) => Promise<TResult>) {
  return useChangeMutation(run, {
    queryKeys: [teamKeys.all],
    referenceData: ['technicians', 'departments'],
  });
}

/** POST /api/users */
export function useCreateTeamUser() {
  return useTeamMutation((body: CreateTeamUserBody) =>
    apiSend('POST', '/users', body, teamMemberEnvelopeSchema).then((data) => data.user),
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
      profile?: TechnicianProfileBody;
    }) => {
      const { user } = await apiSend('PUT', `/users/${id}`, body, teamMemberEnvelopeSchema);
      if (!profile) return user;
      const path = `/technicians/${id}`;
      return (await apiSend('PUT', path, profile, technicianEnvelopeSchema)).technician;
    },
  );
}

/** POST /api/users/{id}/deactivate | reactivate */
export function useSetActive() {
  return useTeamMutation(({ id, isActive }: { id: string; isActive: boolean }) =>
    apiSend(
      'POST',
      `/users/${id}/${isActive ? 'reactivate' : 'deactivate'}`,
      undefined,
      teamMemberEnvelopeSchema,
    ).then((data) => data.user),
  );
}

/** DELETE /api/users/{id}: deleted, or deactivated when the person has history. */
export function useDeleteTeamUser() {
  return useTeamMutation((id: string) =>
    apiSend('DELETE', `/users/${id}`, undefined, userDeletionSchema),
  );
}

/** POST /api/users/{id}/reset-password */
export function useResetPassword() {
  return useTeamMutation(({ id, body }: { id: string; body: ResetPasswordBody }) =>
    apiSend('POST', `/users/${id}/reset-password`, body, messageResponseSchema),
  );
}
