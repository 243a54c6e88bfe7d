import { useState, type FormEvent } from 'react';
import { TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS } from '@atiende/contracts';
import { dashboardOverviewMessages, type TechnicianLoad } from '@atiende/contracts/dashboard';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { Dialog, DialogFooter } from '../../../../components/ui/dialog';
import { InlineAlert } from '../../../../components/ui/inline-alert';
import { LoadFailed } from '../../../../components/ui/load-failed';
import { Select } from '../../../../components/ui/select';
import { messageOf } from '../../../../lib/api-error';
import { notify } from '../../../../lib/notify';
import { REASSIGN_LIST_LIMIT, useOpenTicketsOf, useReassignTickets } from '../api/reassign-tickets';
import { formatAge, formatLoad } from '../lib/overview-format';
import { preselectTickets, suggestColleague, ticketsToMove } from '../lib/reassign-plan';

const text = dashboardOverviewMessages.reassign;

interface ReassignProps {
  person: TechnicianLoad;
  /** Everyone on the panel: the colleagues to choose from, with their load now. */
  load: readonly TechnicianLoad[];
  /** Never the suggestion (they may still choose themselves). */
  viewerId: string;
  departmentId: string | undefined;
  onClose: () => void;
  /** The figures were refetched by the change (the live refresher restarts its interval). */
  onReassigned: () => void;
}

function ReassignForm({
  person,
  load,
  viewerId,
  departmentId,
  onClose,
  onReassigned,
}: ReassignProps) {
  const tickets = useOpenTicketsOf(person.technician.id, departmentId);
  const reassign = useReassignTickets();
  // Chosen once, when the dialog opens: a live refresh of the panel never moves the choice.
  const [suggestion] = useState(() => suggestColleague(load, person.technician.id, viewerId));
  const [targetId, setTargetId] = useState(suggestion?.technician.id ?? '');
  const [picked, setPicked] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [now] = useState(() => new Date());

  const colleagues = load.filter((other) => other.technician.id !== person.technician.id);
  const target = colleagues.find((other) => other.technician.id === targetId) ?? null;
  const list = tickets.data?.tickets ?? [];
  const selected =
    picked ?? (tickets.data ? preselectTickets(list, ticketsToMove(person, target)) : []);

  const toggle = (ticketId: string, isChecked: boolean) => {
    setFailure(null);
    setPicked(isChecked ? [...selected, ticketId] : selected.filter((id) => id !== ticketId));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!target || selected.length === 0) {
      setFailure(target ? text.nothingSelected : text.chooseTarget);
      return;
    }
    setFailure(null);
    try {
      const result = await reassign.mutateAsync({
        ticketIds: selected,
        assignedToId: target.technician.id,
      });
      onReassigned();
      if (result.failed.length === 0) {
        notify.success(text.done(result.updated.length, target.technician.name));
        onClose();
        return;
      }
      const failures = result.failed.map((item) => text.failure(item.number, item.message));
      const message = text.partial(result.updated.length, selected.length, failures.join(', '));
      notify.error(message);
      setFailure(message);
      setPicked(result.failed.map((item) => item.id));
    } catch (error) {
      setFailure(messageOf(error, text.failed));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {failure ? (
        <div className="mb-4">
          <InlineAlert>{failure}</InlineAlert>
        </div>
      ) : null}
      <Select
        id="reassign-target"
        label={text.to}
        fieldSize="md"
        value={targetId}
        // Until a ticket is ticked by hand, the picked ones follow the colleague's room.
        onChange={(event) => setTargetId(event.target.value)}
        hint={suggestion ? text.suggested(suggestion.technician.name) : text.noSuggestion}
        options={colleagues.map((other) => ({
          value: other.technician.id,
          label: text.option(
            other.technician.name,
            formatLoad(other.open, other.maxOpenTickets),
            other.isOnline,
            other.isFull,
          ),
        }))}
        placeholder={suggestion ? undefined : text.choose}
      />
      {target?.isFull ? <p className="mt-1 text-sm text-warning">{text.targetFull}</p> : null}

      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-ink">
          {text.tickets}{' '}
          <span className="font-normal text-muted">· {text.selected(selected.length)}</span>
        </legend>
        {tickets.isError ? (
          <div className="mt-2">
            <LoadFailed
              message={text.loadFailed}
              retryLabel={dashboardOverviewMessages.retry}
              onRetry={() => tickets.refetch()}
            />
          </div>
        ) : tickets.isPending ? (
          <p role="status" className="mt-2 text-sm text-muted">
            {text.loading}
          </p>
        ) : list.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{text.noTickets}</p>
        ) : (
          <ul className="mt-1 divide-y divide-line">
            {list.map((ticket) => (
              <li key={ticket.id}>
                <Checkbox
                  checked={selected.includes(ticket.id)}
                  onChange={(event) => toggle(ticket.id, event.target.checked)}
                  label={text.ticketLabel(ticket.number, ticket.title)}
                  hint={[
                    ticket.customStatus?.name ?? TICKET_STATUS_LABELS[ticket.status],
                    TICKET_PRIORITY_LABELS[ticket.priority],
                    formatAge(ticket.createdAt, now),
                  ].join(' · ')}
                />
              </li>
            ))}
          </ul>
        )}
        {tickets.data && tickets.data.pagination.total > REASSIGN_LIST_LIMIT ? (
          <p className="mt-1 text-xs text-muted">{text.moreThanShown(REASSIGN_LIST_LIMIT)}</p>
        ) : null}
      </fieldset>

      <DialogFooter>
        <Button variant="secondary" onClick={onClose}>
          {text.cancel}
        </Button>
        <Button type="submit" disabled={reassign.isPending || list.length === 0}>
          {reassign.isPending ? text.pending : text.submit(selected.length)}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * "Reasignar" from an overloaded person's row (docs/dashboards.md): their open tickets, a
 * suggested colleague (online, least loaded) and one confirmation through the bulk endpoint.
 */
export function ReassignDialog({
  person,
  ...props
}: Omit<ReassignProps, 'person'> & { person: TechnicianLoad | null }) {
  return (
    <Dialog
      isOpen={person !== null}
      onOpenChange={(isOpen) => (isOpen ? undefined : props.onClose())}
      title={person ? text.title(person.technician.name) : ''}
      description={person ? text.description(person.open, person.maxOpenTickets) : undefined}
      size="xl"
    >
      {person ? <ReassignForm key={person.technician.id} person={person} {...props} /> : null}
    </Dialog>
  );
}
