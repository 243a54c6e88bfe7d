import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportJob, ImportMapping } from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';
import { importKeys } from './import-keys';

/** POST /api/imports/{id}/start: queues the import; the server runs it in the background. */
export function startImport(input: { id: string; mapping: ImportMapping }) {
  return apiRequest<{ import: ImportJob }>(`/imports/${input.id}/start`, {
    method: 'POST',
    body: { mapping: input.mapping },
  });
}

export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startImport,
    onSuccess: (data) => {
      queryClient.setQueryData(importKeys.detail(data.import.id), data);
      void queryClient.invalidateQueries({ queryKey: [...importKeys.all, 'list'] });
    },
  });
}
