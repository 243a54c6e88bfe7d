import { useMutation } from '@tanstack/react-query';
import { IMPORT_FILE_FIELD, importPreviewSchema, type ImportEntity } from '@atiende/contracts';
import { apiSend } from '../../../lib/api';

/** A 50 MB upload on a slow line takes longer than the usual 35 s. */
export const LONG_REQUEST_MS = 600_000;

/** POST /api/imports: the file and what it holds; answers columns, first rows and a mapping. */
export function uploadImport(input: { entity: ImportEntity; file: File }) {
  const body = new FormData();
  body.append('entity', input.entity);
  body.append(IMPORT_FILE_FIELD, input.file);
  return apiSend('POST', '/imports', body, importPreviewSchema, { timeoutMs: LONG_REQUEST_MS });
}

export function useUploadImport() {
  return useMutation({ mutationFn: uploadImport });
}
