import { useQuery } from '@tanstack/react-query';
import {
  templateDetailResponseSchema,
  templateListResponseSchema,
  templatePreviewResponseSchema,
  type TemplatePartsInput,
} from '@atiende/contracts';
import { apiGet, apiSend } from '../../../lib/api';
import { useChangeMutation } from '../../../lib/api-query';

/** docs/conventions.md#web-data-layer: the key factory of the templates page. */
export const templateKeys = {
  all: ['templates'] as const,
  list: () => [...templateKeys.all, 'list'] as const,
  detail: (key: string) => [...templateKeys.all, 'detail', key] as const,
  preview: (key: string, draft: TemplatePartsInput) =>
    [...templateKeys.all, 'preview', key, draft] as const,
};

/** GET /api/templates: every message Atiende sends. */
export function useTemplates() {
  return useQuery({
    queryKey: templateKeys.list(),
    queryFn: async ({ signal }) =>
      (await apiGet('/templates', templateListResponseSchema, { signal })).templates,
  });
}

/** GET /api/templates/{key}: parts, defaults and variables. */
export function useTemplate(key: string | null) {
  return useQuery({
    queryKey: templateKeys.detail(key ?? ''),
    queryFn: async ({ signal }) =>
      (await apiGet(`/templates/${key}`, templateDetailResponseSchema, { signal })).template,
    enabled: key !== null,
  });
}

/** POST /api/templates/{key}/preview: the draft on sample values (kept while typing). */
export function useTemplatePreview(key: string, draft: TemplatePartsInput | null) {
  return useQuery({
    queryKey: templateKeys.preview(key, draft ?? { subject: '', html: '', text: '' }),
    queryFn: ({ signal }) =>
      apiSend('POST', `/templates/${key}/preview`, draft!, templatePreviewResponseSchema, {
        signal,
      }),
    enabled: draft !== null,
    placeholderData: (previous) => previous,
    staleTime: Infinity,
  });
}

/** PUT /api/templates/{key}. */
export function useSaveTemplate() {
  return useChangeMutation(
    async ({ key, body }: { key: string; body: TemplatePartsInput }) =>
      (await apiSend('PUT', `/templates/${key}`, body, templateDetailResponseSchema)).template,
    { queryKeys: [templateKeys.all] },
  );
}

/** POST /api/templates/{key}/restore. */
export function useRestoreTemplate() {
  return useChangeMutation(
    async (key: string) =>
      (await apiSend('POST', `/templates/${key}/restore`, undefined, templateDetailResponseSchema))
        .template,
    { queryKeys: [templateKeys.all] },
  );
}
