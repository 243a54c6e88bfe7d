import { useMutation } from '@tanstack/react-query';
import { lunchRotaResponseSchema } from '@atiende/contracts';
import { apiSend } from '../../../lib/api';

/**
 * POST /api/schedules/departments/{departmentId}/lunch-rota/generate: a proposal with its
 * coverage, not saved (docs/schedules.md#pantallas: the page shows it, then "Guardar rota").
 */
export function generateLunchRota(departmentId: string) {
  return apiSend(
    'POST',
    `/schedules/departments/${departmentId}/lunch-rota/generate`,
    { save: false },
    lunchRotaResponseSchema,
  );
}

/** Nothing changes on the server, so nothing is refetched. */
export const useGenerateLunchRota = () => useMutation({ mutationFn: generateLunchRota });
