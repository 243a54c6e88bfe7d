import { useUserPreference } from '../../../lib/preferences/use-user-preference';

/**
 * docs/product/tickets.md#ticket-list density: rows of 40 px by default ("Cómoda"), 32 px with
 * "Compacta", per user.
 */
export function useListDensity(userId: string) {
  return useUserPreference('listDensity', userId);
}

export type ListDensity = ReturnType<typeof useListDensity>[0];
