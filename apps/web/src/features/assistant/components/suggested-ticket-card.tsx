import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CircleCheck, Ticket } from 'lucide-react';
import { assistantChatMessages, type SuggestedTicket } from '@atiende/contracts';
import { TicketPriorityBadge } from '../../../components/ticket-priority-badge';
import { Button } from '../../../components/ui/button';
import { TEXT_LINK_CLASSES } from '../../../components/ui/text-link';
import { publicDepartmentsQueryOptions } from '../../../lib/reference-data/reference-data';

const text = assistantChatMessages.suggestedTicket;

/**
 * A bot message's suggested ticket (docs/assistant.md#chat): its title and priority and "Crear
 * Ticket". A suggestion without a department asks for one first (the ticket needs it). Once
 * created, the card says so with the ticket's number instead of the button: one ticket per card.
 */
export function SuggestedTicketCard({
  suggestion,
  ticket,
  isBusy,
  onCreate,
}: {
  suggestion: SuggestedTicket;
  ticket: { id: string; number: number } | undefined;
  isBusy: boolean;
  onCreate: (departmentId: string) => Promise<boolean>;
}) {
  const headingId = useId();
  const selectId = useId();
  const errorId = useId();
  const [departmentId, setDepartmentId] = useState(suggestion.departmentId ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const needsDepartment = suggestion.departmentId === null;
  const departments = useQuery({ ...publicDepartmentsQueryOptions(), enabled: needsDepartment });

  const create = async () => {
    if (!departmentId) {
      setProblem(text.departmentRequired);
      document.getElementById(selectId)?.focus();
      return;
    }
    setProblem(null);
    const created = await onCreate(departmentId);
    if (!created) setProblem(assistantChatMessages.toasts.ticketFailed);
  };

  return (
    // A group, not a region: a chat can hold several cards, and landmarks must be unique.
    <div
      role="group"
      aria-labelledby={headingId}
      className="mt-2 rounded-lg border border-line bg-white p-3 text-sm text-ink"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-xs font-semibold text-muted">
        <Ticket aria-hidden="true" className="size-4" />
        {text.heading}
      </h3>
      <dl className="mt-2 space-y-1">
        <div>
          <dt className="sr-only">{text.title}</dt>
          <dd className="font-medium break-words">{suggestion.title}</dd>
        </div>
        <div className="flex flex-wrap items-center gap-x-2">
          <dt className="text-muted">{text.priority}:</dt>
          <dd>
            <TicketPriorityBadge priority={suggestion.priority} />
          </dd>
        </div>
        {suggestion.departmentName ? (
          <div className="flex flex-wrap items-center gap-x-2">
            <dt className="text-muted">{text.department}:</dt>
            <dd>{suggestion.departmentName}</dd>
          </div>
        ) : null}
      </dl>
      {ticket ? (
        <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-success">
          <CircleCheck aria-hidden="true" className="size-4" />
          {text.created(String(ticket.number))}
          <Link to={`/tickets/${ticket.id}`} className={`font-normal ${TEXT_LINK_CLASSES}`}>
            {text.view(String(ticket.number))}
          </Link>
        </p>
      ) : (
        <div className="mt-3 space-y-2">
          {needsDepartment ? (
            <div>
              <label htmlFor={selectId} className="block text-xs font-medium text-ink">
                {text.department}
              </label>
              <select
                id={selectId}
                value={departmentId}
                onChange={(event) => setDepartmentId(event.target.value)}
                aria-invalid={problem === text.departmentRequired ? true : undefined}
                aria-describedby={problem ? errorId : undefined}
                className="mt-1 min-h-10 w-full rounded-md border border-line-strong bg-white px-2 text-sm"
              >
                <option value="">{text.chooseDepartment}</option>
                {(departments.data ?? []).map((department) => (
                  <option key={department.id} value={department.id}>
                    {department.name}
                  </option>
                ))}
              </select>
              {departments.isError ? (
                <p className="mt-1 text-xs text-error">{text.departmentsFailed}</p>
              ) : null}
            </div>
          ) : null}
          <Button onClick={() => void create()} disabled={isBusy} className="w-full sm:w-auto">
            {isBusy ? text.creating : text.create}
          </Button>
          {problem ? (
            <p id={errorId} role="alert" className="text-xs text-error">
              {problem}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
