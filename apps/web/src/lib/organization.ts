import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** docs/settings.md: the query keys of the organisation's settings. */
export const organizationKeys = {
  public: ['organization', 'public'] as const,
  admin: ['organization', 'admin'] as const,
};

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

/** The organisation's name, logo and public-form options; for anyone, signed in or not. */
export function usePublicOrganization() {
  return useQuery({
    queryKey: organizationKeys.public,
    queryFn: async ({ signal }) =>
      readPublicOrganization(await apiRequest('/config/public', { signal })),
    staleTime: 5 * 60 * 1000,
  });
}
