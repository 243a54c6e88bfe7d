/** One key factory for the feature (docs/conventions.md#web-data-layer). */
export const importKeys = {
  all: ['imports'] as const,
  list: (page: number) => [...importKeys.all, 'list', page] as const,
  detail: (id: string) => [...importKeys.all, 'detail', id] as const,
};
