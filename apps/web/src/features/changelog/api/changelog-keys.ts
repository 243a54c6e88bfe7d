/** Query keys of the changelog feature (docs/conventions.md#web-data-layer). */
export const changelogKeys = {
  all: ['changelog'] as const,
  file: () => [...changelogKeys.all, 'file'] as const,
  gitInfo: () => [...changelogKeys.all, 'git-info'] as const,
};
