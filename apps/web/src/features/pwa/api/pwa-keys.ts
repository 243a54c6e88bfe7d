/** Query keys of the web-app dialog (STYLE rule 15). */
export const pwaKeys = {
  all: ['pwa'] as const,
  cacheSummary: () => [...pwaKeys.all, 'cache-summary'] as const,
};
