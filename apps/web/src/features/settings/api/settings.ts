import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  organizationConfigEnvelopeSchema,
  uploadResponseSchema,
  type OrganizationConfigInput,
} from '@atiende/contracts';
import { apiSend } from '../../../lib/api';
import { organizationConfigQueryOptions } from '../../../lib/organization-config';
import { organizationKeys, refreshPublicOrganization } from '../../../lib/organization';

/** GET /api/config as an administrator: everything, with the version a save sends back. */
export function useOrganizationConfig() {
  return useQuery(organizationConfigQueryOptions());
}

/**
 * PUT /api/config: the answer is the stored settings, kept as the page's data; the header, the
 * sign-in page and the public form read the public part again.
 */
export function useSaveOrganizationConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OrganizationConfigInput) =>
      (await apiSend('PUT', '/config', body, organizationConfigEnvelopeSchema)).config,
    onSuccess: (config) => {
      queryClient.setQueryData(organizationKeys.admin, config);
      void refreshPublicOrganization();
    },
  });
}

/** POST /api/upload with `type=logo`: the new file's id, set on the form until it is saved. */
export function useUploadLogo() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('type', 'logo');
      body.append('file', file);
      return apiSend('POST', '/upload', body, uploadResponseSchema);
    },
  });
}
