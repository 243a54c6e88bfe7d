import { useMutation } from '@tanstack/react-query';
import {
  importValidationSchema,
  type ImportMapping,
  type ImportMappingInput,
} from '@atiende/contracts';
import { apiSend } from '../../../lib/api';
import { LONG_REQUEST_MS } from './upload-import';

/** POST /api/imports/{id}/validate: the dry run over every row; nothing is written. */
export function validateImport(input: { id: string; mapping: ImportMapping }) {
  const body: ImportMappingInput = { mapping: input.mapping };
  return apiSend('POST', `/imports/${input.id}/validate`, body, importValidationSchema, {
    timeoutMs: LONG_REQUEST_MS,
  });
}

export function useValidateImport() {
  return useMutation({ mutationFn: validateImport });
}
