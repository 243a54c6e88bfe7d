import { useMutation } from '@tanstack/react-query';
import { IMPORT_FILE_FIELD, type ImportEntity, type ImportPreview } from '@atiende/contracts';
import { apiRequest } from '../../../lib/api-client';

/** A 50 MB upload on a slow line takes longer than the usual 35 s. */
export const LONG_REQUEST_MS = 600_000;

/** POST /api/imports: the file and what it holds; answers columns, first rows and a mapping. */
export function uploadImport(input: { entity: ImportEntity; file: File }) {
  const body = new FormData();
  body.append('entity', input.entity);
  body.append(IMPORT_FILE_FIELD, input.file);
  return apiRequest<ImportPreview>('/imports', {
    method: 'POST',
    body,
    timeoutMs: LONG_REQUEST_MS,
  });
}

export function useUploadImport() {
  return useMutation({ mutationFn: uploadImport });
}
