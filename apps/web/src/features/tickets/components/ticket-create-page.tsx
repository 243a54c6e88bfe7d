import { ticketWorkspaceMessages } from '@atiende/contracts';
import { cn } from '../../../lib/cn';
import { isStaffRole, type TicketViewer } from '../hooks/ticket-viewer';
import { usePageTitle } from '../hooks/use-page-title';
import { TicketCreateForm } from './ticket-create-form';

const text = ticketWorkspaceMessages;

/** docs/product/tickets.md /tickets/create and /tickets/new: "Nuevo Ticket". */
export function TicketCreatePage({ viewer }: { viewer: TicketViewer }) {
  usePageTitle(text.titles.create);
  const isStaff = isStaffRole(viewer.role);
  return (
    <div className="mx-auto w-full max-w-xl">
      <h1 className={cn('font-semibold text-ink', isStaff ? 'text-xl' : 'text-2xl')}>
        {text.titles.create}
      </h1>
      <p className="mt-1 text-muted">{text.create.intro}</p>
      <div className="mt-6 rounded-lg border border-line bg-white p-4 shadow-sm md:p-6">
        <TicketCreateForm />
      </div>
    </div>
  );
}
