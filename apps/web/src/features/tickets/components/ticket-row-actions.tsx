import { useState } from 'react';
import type { PickerOption } from '../hooks/row-picker-options';
import type { TicketViewer } from '../hooks/ticket-viewer';
import { useListPickers } from '../hooks/use-list-pickers';
import type { useRowActions } from '../hooks/use-row-actions';
import { selectedOf, type SelectedTicket } from '../hooks/use-row-selection';
import { TextPromptDialog } from './text-prompt-dialog';
import { escalationPrompt, resolutionPrompt } from './ticket-prompts';
import { TicketRowPicker, type RowPickerRequest } from './ticket-row-picker';

export type { RowPickerRequest };

interface TicketRowActionsProps {
  request: RowPickerRequest | null;
  onRequestChange: (request: RowPickerRequest | null) => void;
  viewer: TicketViewer;
  apply: ReturnType<typeof useRowActions>['apply'];
}

/** Each dialog a choice may open: its texts, its id, the status it sets and the field it fills. */
const PROMPTS = {
  resolve: {
    texts: resolutionPrompt,
    id: 'row-resolution',
    status: 'RESUELTO',
    field: 'resolution',
  },
  escalate: {
    texts: escalationPrompt,
    id: 'row-escalation-reason',
    status: 'ESCALADO',
    field: 'escalationReason',
  },
} as const;

interface Prompt {
  kind: keyof typeof PROMPTS;
  ticket: SelectedTicket;
  /** The row that had focus when the picker opened; focus goes back there at the end. */
  returnFocus: Element | null;
  isOpen: boolean;
}

/**
 * The picker of the list's `a` / `s` / `p` shortcuts and what a choice may still ask, like the
 * ticket page does: Resuelto asks how it was resolved, Escalado asks the reason
 * (docs/product/tickets.md).
 */
export function TicketRowActions({
  request,
  onRequestChange,
  viewer,
  apply,
}: TicketRowActionsProps) {
  // Beside the table the filters have asked for them already; where the filters are in a sheet
  // (a phone, the list beside an open ticket), when a key asks for the picker.
  const { technicians } = useListPickers(request !== null);
  // Kept after closing (isOpen false) so the closing dialog still knows where focus goes.
  const [prompt, setPrompt] = useState<Prompt | null>(null);

  const choose = ({ change }: PickerOption) => {
    if (!request) return;
    const ticket = selectedOf(request.ticket);
    onRequestChange(null);
    if (
      change.kind === 'status' &&
      (change.status === 'RESUELTO' || change.status === 'ESCALADO')
    ) {
      const kind = change.status === 'RESUELTO' ? 'resolve' : 'escalate';
      setPrompt({ kind, ticket, returnFocus: request.returnFocus, isOpen: true });
    } else {
      void apply(ticket, change).catch(() => undefined);
    }
  };
  const closePrompt = (isOpen: boolean) =>
    !isOpen && setPrompt((current) => current && { ...current, isOpen: false });
  const focusRow = (event: Event) => {
    const target = prompt?.returnFocus;
    if (!(target instanceof HTMLElement) || !target.isConnected) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <>
      {request ? (
        <TicketRowPicker
          key={`${request.kind}-${request.ticket.id}`}
          request={request}
          viewer={viewer}
          technicians={technicians}
          onClose={() => onRequestChange(null)}
          onChoose={choose}
        />
      ) : null}
      {(['resolve', 'escalate'] as const).map((kind) => (
        <TextPromptDialog
          key={`${kind}-${prompt?.ticket.id ?? ''}`}
          id={PROMPTS[kind].id}
          isOpen={prompt?.isOpen === true && prompt.kind === kind}
          onOpenChange={closePrompt}
          onCloseAutoFocus={focusRow}
          {...PROMPTS[kind].texts}
          onSubmit={async (answer) => {
            if (!prompt) return;
            const { status, field } = PROMPTS[kind];
            await apply(prompt.ticket, { kind: 'status', status }, { [field]: answer });
          }}
        />
      ))}
    </>
  );
}
