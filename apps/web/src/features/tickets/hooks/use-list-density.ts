import { useUserPreference } from '../../../lib/preferences/use-user-preference';

/**
 * UX.md §2.1 density: rows of 40 px by default ("Cómoda"), 32 px with "Compacta", per user.
 */
export function useListDensity(userId: string) {
  return useUserPreference('listDensity', userId);
}

export type ListDensity = ReturnType<typeof useListDensity>[0];
