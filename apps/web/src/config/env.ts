/**
 * docs/conventions.md#configuration-and-logs: the build-time environment is read here once and
 * nowhere else, and a bad value fails at start. (Plain checks rather than zod: this module is on
 * /login's first load, which must stay under the 120 KB budget of
 * docs/conventions.md#quality-bars-and-budgets.)
 */
function readApiBaseUrl(value: string | undefined): string {
  const url = value ?? '/api';
  if (!/^(\/|https?:\/\/)/.test(url)) {
    throw new Error(`Invalid web environment: VITE_API_BASE_URL must be a path or an http(s) URL`);
  }
  return url.replace(/\/$/, '');
}

export const env = {
  apiBaseUrl: readApiBaseUrl(import.meta.env.VITE_API_BASE_URL),
  mode: import.meta.env.MODE,
  isDevelopment: import.meta.env.DEV,
} as const;
