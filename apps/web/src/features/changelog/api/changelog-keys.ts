/** Query keys of the changelog feature (STYLE rule 15). */
export const changelogKeys = {
  all: ['changelog'] as const,
  file: () => [...changelogKeys.all, 'file'] as const,
  gitInfo: () => [...changelogKeys.all, 'git-info'] as const,
};
