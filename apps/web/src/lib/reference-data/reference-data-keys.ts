import type { QueryClient } from '@tanstack/react-query';

/**
 * One cache key per shared resource the features read (docs/conventions.md, "Web data layer").
 * A feature never keeps its own copy: it reads these queries and narrows them with `select`.
 */
export const referenceDataKeys = {
  all: ['reference-data'] as const,
  departments: () => [...referenceDataKeys.all, 'departments'] as const,
  departmentList: (includeInactive: boolean) =>
    [...referenceDataKeys.departments(), { includeInactive }] as const,
  technicians: () => [...referenceDataKeys.all, 'technicians'] as const,
  publicDepartments: () => [...referenceDataKeys.all, 'public-departments'] as const,
  products: () => [...referenceDataKeys.all, 'products'] as const,
  productsOf: (departmentId: string) => [...referenceDataKeys.products(), departmentId] as const,
  version: () => [...referenceDataKeys.all, 'version'] as const,
  companyOptions: (search: string) =>
    [...referenceDataKeys.all, 'company-options', search] as const,
};

export type ReferenceDataKind =
  'departments' | 'technicians' | 'publicDepartments' | 'products' | 'version';

/**
 * Marks one resource stale and refetches what is on screen: called by the mutations that change
 * it and by the socket events that say someone else did.
 */
export function invalidateReferenceData(
  queryClient: QueryClient,
  ...kinds: ReferenceDataKind[]
): Promise<void> {
  return Promise.all(
    kinds.map((kind) => queryClient.invalidateQueries({ queryKey: referenceDataKeys[kind]() })),
  ).then(() => undefined);
}
