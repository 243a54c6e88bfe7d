import { useCallback, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ticketWorkspaceMessages, type TicketSummary } from '@atiende/contracts';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { ticketQueryOptions } from '../api/get-ticket';
import type { Technician } from '../api/ticket-validation';
import type { RowPickerKind } from '../hooks/use-list-keyboard';
import { filterOptions, pickerOptions, type PickerOption } from '../hooks/row-picker-options';
import type { TicketViewer } from '../hooks/ticket-viewer';
import { useRowAssignees } from '../hooks/use-assignable-staff';
import { Dialog } from '../../../components/ui/dialog';
import { TicketPriorityBadge } from '../../../components/ticket-priority-badge';
import { TicketStatusBadge } from '../../../components/ticket-status-badge';

const text = ticketWorkspaceMessages.rowActions;

export interface RowPickerRequest {
  kind: RowPickerKind;
  ticket: TicketSummary;
  /** The focused row link: focus goes back there when the picker and its follow-ups close. */
  returnFocus: Element | null;
}

interface TicketRowPickerProps {
  request: RowPickerRequest;
  viewer: TicketViewer;
  /** Everyone on staff with their load: offered for a ticket without a department. */
  technicians: readonly Technician[];
  onClose: () => void;
  onChoose: (option: PickerOption) => void;
}

const TITLES = { assign: text.assignTitle, status: text.statusTitle, priority: text.priorityTitle };
const SEARCH_LABELS = {
  assign: text.searchAssignee,
  status: text.searchStatus,
  priority: text.searchPriority,
};

function OptionContent({ option }: { option: PickerOption }) {
  const { change } = option;
  if (change.kind === 'status') return <TicketStatusBadge status={change.status} />;
  if (change.kind === 'priority') return <TicketPriorityBadge priority={change.priority} />;
  return <span>{option.label}</span>;
}

/**
 * docs/product/tickets.md#ticket-list `a` / `s` / `p` on a list row: a searchable picker (Linear's
 * "Assign to…") for the focused ticket, a combobox with a listbox: type to filter, ↑/↓ to move,
 * Enter to apply, Esc to close (focus goes back to the row). Choices come from the ticket's
 * permissions on the server; `a` offers the ticket's department's staff with their load, as the
 * ticket's Asignar dialog does.
 */
export function TicketRowPicker({
  request,
  viewer,
  technicians,
  onClose,
  onChoose,
}: TicketRowPickerProps) {
  const { kind, ticket } = request;
  const detail = useQuery(ticketQueryOptions(ticket.id));
  const assignees = useRowAssignees(ticket, kind === 'assign', viewer, technicians);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const baseId = useId();
  const all = detail.data ? pickerOptions(kind, detail.data, viewer, assignees.staff ?? []) : [];
  const options = filterOptions(all, query);
  const activeIndex = Math.min(active, options.length - 1);
  const listId = `${baseId}-options`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const hasOptions = options.length > 0;
  // The search appears once the ticket's permissions arrive: take the focus from the dialog.
  const focusOnMount = useCallback((input: HTMLInputElement | null) => input?.focus(), []);
  // Focus stays in the search: keep the active option in sight in a long list of técnicos.
  const activeId = hasOptions ? optionId(activeIndex) : null;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!hasOptions) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[activeIndex];
      if (option) onChoose(option);
    }
  };

  let body;
  if (detail.isPending || assignees.isPending) {
    body = (
      <p role="status" className="text-muted">
        {text.loading}
      </p>
    );
  } else if (detail.isError || assignees.isError) {
    body = (
      <div role="alert" className="space-y-2 text-error">
        <p>{text.loadFailed}</p>
        <Button
          variant="secondary"
          onClick={() => (detail.isError ? void detail.refetch() : assignees.retry())}
        >
          {ticketWorkspaceMessages.retry}
        </Button>
      </div>
    );
  } else if (all.length === 0) {
    body = <p className="text-muted">{text.noOptions}</p>;
  } else {
    const inputId = `${baseId}-search`;
    body = (
      <div className="space-y-2">
        <label htmlFor={inputId} className="block font-medium text-ink">
          {SEARCH_LABELS[kind]}
        </label>
        <input
          ref={focusOnMount}
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={hasOptions}
          aria-controls={hasOptions ? listId : undefined}
          aria-activedescendant={activeId ?? undefined}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className="block h-10 w-full rounded-md border border-line-strong bg-white px-3 text-sm text-ink"
        />
        {hasOptions ? (
          <ul
            id={listId}
            role="listbox"
            aria-label={text.options}
            className="max-h-72 overflow-y-auto rounded-md border border-line p-1"
          >
            {options.map((option, index) => (
              // Keys reach the options through the combobox (aria-activedescendant).
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={option.id}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === activeIndex}
                onMouseMove={() => index !== activeIndex && setActive(index)}
                onClick={() => onChoose(option)}
                className={cn(
                  'flex min-h-8 cursor-pointer items-center rounded-md px-3 text-sm text-ink',
                  index === activeIndex && 'bg-brand-tint',
                )}
              >
                <OptionContent option={option} />
              </li>
            ))}
          </ul>
        ) : (
          <p role="status" className="text-muted">
            {text.noMatches}
          </p>
        )}
      </div>
    );
  }

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={TITLES[kind](ticket.number)}
      description={text.description}
      onCloseAutoFocus={(event) => {
        // No trigger to return to (a shortcut opened it): back to the row, as Radix would.
        const { returnFocus } = request;
        if (!(returnFocus instanceof HTMLElement) || !returnFocus.isConnected) return;
        event.preventDefault();
        returnFocus.focus();
      }}
    >
      {body}
    </Dialog>
  );
}
