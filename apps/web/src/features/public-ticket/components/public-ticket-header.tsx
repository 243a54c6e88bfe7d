import { Link } from 'react-router';
import { LifeBuoy } from 'lucide-react';
import { ticketMessages } from '@atiende/contracts';
import { OrganizationMark, useOrganizationName } from '../../../components/organization-brand';

/**
 * The public pages' simple header: the organisation's name and logo (docs/settings.md) and the
 * way to sign in.
 */
export function PublicTicketHeader() {
  const organizationName = useOrganizationName();
  return (
    <header className="border-b border-line bg-white">
      <div className="mx-auto flex w-full max-w-xl items-center justify-between gap-4 px-4 py-2">
        <p className="flex items-center gap-2 text-lg font-semibold text-ink">
          <OrganizationMark
            className="size-8"
            fallback={
              <span className="flex size-8 items-center justify-center rounded-md bg-brand text-white">
                <LifeBuoy aria-hidden="true" className="size-5" />
              </span>
            }
          />
          {organizationName}
        </p>
        <Link
          to="/login"
          className="inline-flex min-h-11 items-center rounded-md px-2 font-medium text-brand underline-offset-4 hover:underline"
        >
          {ticketMessages.publicForm.signIn}
        </Link>
      </div>
    </header>
  );
}
