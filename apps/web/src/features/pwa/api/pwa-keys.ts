/** Query keys of the web-app dialog (docs/conventions.md#web-data-layer). */
export const pwaKeys = {
  all: ['pwa'] as const,
  cacheSummary: () => [...pwaKeys.all, 'cache-summary'] as const,
};
