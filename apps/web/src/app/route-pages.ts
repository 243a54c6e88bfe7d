import type { RouteObject } from 'react-router';

type LazyPage = NonNullable<RouteObject['lazy']>;

/**
 * The pages that exist, by route path (spec §2). Every other registered path shows the
 * "Próximamente" panel. Each feature adds one line per page here, lazily imported so the
 * page's code stays out of /login's first load.
 */
export const BUILT_PAGES: Readonly<Record<string, LazyPage>> = {};
