import { useQueryClient } from '@tanstack/react-query';
import { invalidateReferenceData, type ReferenceDataKind } from './reference-data-keys';

/** invalidateReferenceData bound to the app's query client, for mutations' `onSuccess`. */
export function useInvalidateReferenceData() {
  const queryClient = useQueryClient();
  return (...kinds: ReferenceDataKind[]) => invalidateReferenceData(queryClient, ...kinds);
}
