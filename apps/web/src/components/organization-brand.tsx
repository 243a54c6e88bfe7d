import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '@atiende/contracts';
import { cn } from '../lib/cn';
import { usePublicOrganization } from '../lib/organization';

/**
 * docs/settings.md#where-it-applies: the organisation's name where the product's stood, the
 * product's while the settings load or when they cannot.
 */
export function useOrganizationName(): string {
  return usePublicOrganization()?.organizationName ?? PRODUCT_NAME;
}

/**
 * The organisation's logo, or the product's mark without one. Decorative: the name beside it
 * says whose it is.
 */
export function OrganizationMark({
  className,
  fallback,
}: {
  /** The box: its size and shape. */
  className: string;
  /** The mark without a logo (the product's life buoy, styled by the caller). */
  fallback: ReactNode;
}) {
  const logoUrl = usePublicOrganization()?.logoUrl ?? null;
  if (!logoUrl) return <>{fallback}</>;
  return (
    <img
      src={logoUrl}
      alt=""
      aria-hidden="true"
      className={cn('shrink-0 rounded-md object-contain', className)}
    />
  );
}
