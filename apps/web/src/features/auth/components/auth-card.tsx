import type { ReactNode } from 'react';
import { LifeBuoy } from 'lucide-react';
import { pageMessages } from '@atiende/contracts';
import { OrganizationMark, useOrganizationName } from '../../../components/organization-brand';

interface AuthCardProps {
  heading: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * The centred card of the sign-in screens: 360 px first, one column, big targets
 * (docs/product/ui.md#principles).
 */
export function AuthCard({ heading, subtitle, children, footer }: AuthCardProps) {
  // docs/settings.md#where-it-applies: the organisation's name and logo greet whoever signs in.
  const organizationName = useOrganizationName();
  return (
    <div className="flex min-h-dvh flex-col items-center bg-surface px-4 py-8 sm:justify-center">
      <main id="main-content" className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-2">
          <OrganizationMark
            className="size-10"
            fallback={
              <span className="flex size-10 items-center justify-center rounded-lg bg-brand text-white">
                <LifeBuoy aria-hidden="true" className="size-6" />
              </span>
            }
          />
          <div>
            <p className="text-xl font-semibold text-ink">{organizationName}</p>
            <p className="text-sm text-muted">{pageMessages.tagline}</p>
          </div>
        </div>
        <div className="rounded-lg border border-line bg-white p-6 shadow-sm">
          <h1 className="text-2xl font-semibold text-ink">{heading}</h1>
          {subtitle ? <p className="mt-1 text-base text-muted">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-6 space-y-2 text-center text-base">{footer}</div> : null}
      </main>
    </div>
  );
}

/** A text link sized for touch (≥ 44 px tall on client screens). */
export const authLinkClasses =
  'inline-flex min-h-11 items-center font-medium text-brand underline-offset-4 hover:underline';
