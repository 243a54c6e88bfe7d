/** One key factory for the feature (STYLE rule 15). */
export const importKeys = {
  all: ['imports'] as const,
  list: (page: number) => [...importKeys.all, 'list', page] as const,
  detail: (id: string) => [...importKeys.all, 'detail', id] as const,
};
