import { useEffect, useSyncExternalStore } from 'react';
import { useAfterFirstPaint } from './first-paint-gate';

/** docs/settings.md: the query key of /admin/settings. */
export const organizationKeys = { admin: ['organization', 'admin'] as const };

export type PublicFormFieldMode = 'required' | 'optional' | 'hidden';

/** GET /api/config/public, as the header, the sign-in page and the public form read it. */
export type PublicOrganization = {
  organizationName: string;
  logoUrl: string | null;
  publicForm: {
    enabled: boolean;
    closedNotice: string;
    welcomeText: string;
    departmentIds: string[];
    phone: PublicFormFieldMode;
    business: PublicFormFieldMode;
    cargo: PublicFormFieldMode;
  };
};

const MODES: readonly string[] = ['required', 'optional', 'hidden'];
const modeOf = (value: unknown): PublicFormFieldMode =>
  MODES.includes(value as string) ? (value as PublicFormFieldMode) : 'required';
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Read by hand rather than by the contract's zod schema: the sign-in page and /support keep zod
 * out of their first download (docs/performance.md). Anything missing reads as the defaults.
 */
export function readPublicOrganization(data: unknown): PublicOrganization {
  const config = ((data as { config?: unknown } | null)?.config ?? {}) as Record<string, unknown>;
  const form = (config.publicForm ?? {}) as Record<string, unknown>;
  return {
    organizationName: textOf(config.organizationName) || 'Atiende',
    logoUrl: typeof config.logoUrl === 'string' ? config.logoUrl : null,
    publicForm: {
      enabled: form.enabled !== false,
      closedNotice: textOf(form.closedNotice),
      welcomeText: textOf(form.welcomeText),
      departmentIds: Array.isArray(form.departmentIds)
        ? form.departmentIds.filter((id): id is string => typeof id === 'string')
        : [],
      phone: modeOf(form.phone),
      business: modeOf(form.business),
      cargo: modeOf(form.cargo),
    },
  };
}

let current: PublicOrganization | null = null;
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

function load(force = false): Promise<void> {
  if (pending && !force) return pending;
  // Imported when first asked: the public form's prerendered first screen (scripts/
  // prerender-shells.tsx) draws the header without the API client's environment.
  const request = import('./api-client')
    .then(({ apiRequest }) => apiRequest('/config/public'))
    .then((data) => {
      current = readPublicOrganization(data);
      for (const listener of listeners) listener();
    })
    // Unreachable settings leave the product's name and mark (and the form as it shipped).
    .catch(() => undefined);
  pending = request;
  return request;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * The organisation's name, logo and public-form options, for anyone, signed in or not; null until
 * the first answer. A small store of its own, not TanStack Query: /login renders before the query
 * client loads (docs/conventions.md#quality-bars-and-budgets). Asked once per page load.
 */
export function usePublicOrganization(): PublicOrganization | null {
  // Server-drawn (the prerendered first screen): the product's name until the browser asks.
  const value = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  // In the signed-in layout, asked in the last step after its first paint
  // (docs/performance.md#first-paint); everywhere else at once.
  const isIdle = useAfterFirstPaint('rest');
  useEffect(() => {
    if (!current && isIdle) void load();
  }, [isIdle]);
  return value;
}

/** After a save on /admin/settings: every screen shows the new name, logo and options. */
export function refreshPublicOrganization(): Promise<void> {
  return load(true);
}
