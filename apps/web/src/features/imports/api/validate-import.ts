import { useMutation } from '@tanstack/react-query';
import type { ImportMapping, ImportValidation } from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';
import { LONG_REQUEST_MS } from './upload-import';

/** POST /api/imports/{id}/validate: the dry run over every row; nothing is written. */
export function validateImport(input: { id: string; mapping: ImportMapping }) {
  return apiRequest<ImportValidation>(`/imports/${input.id}/validate`, {
    method: 'POST',
    body: { mapping: input.mapping },
    timeoutMs: LONG_REQUEST_MS,
  });
}

export function useValidateImport() {
  return useMutation({ mutationFn: validateImport });
}
