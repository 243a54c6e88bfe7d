import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  importJobEnvelopeSchema,
  type ImportMapping,
  type ImportMappingInput,
} from '@atiende/contracts';
import { apiSend } from '../../../lib/api';
import { importKeys } from './import-keys';

/** POST /api/imports/{id}/start: queues the import; the server runs it in the background. */
export function startImport(input: { id: string; mapping: ImportMapping }) {
  const body: ImportMappingInput = { mapping: input.mapping };
  return apiSend('POST', `/imports/${input.id}/start`, body, importJobEnvelopeSchema);
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
