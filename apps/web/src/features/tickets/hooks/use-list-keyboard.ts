import type { RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TicketSummary } from '@atiende/contracts';
import { selectedOf, type SelectedTicket } from './use-row-selection';
import { isTicketInPath } from './ticket-link';
import { useShortcuts } from './use-shortcuts';

/** The row shortcuts that open a picker for the focused ticket (a, s, p). */
export type RowPickerKind = 'assign' | 'status' | 'priority';

interface ListKeyboardOptions {
  viewerId: string;
  /** The list's element, read when a key is pressed. */
  list: RefObject<HTMLElement | null>;
  searchRef: RefObject<HTMLInputElement | null>;
  tickets: readonly TicketSummary[];
  canSelect: boolean;
  /** Staff only: a, i, s, p on the focused row and c for "Nuevo ticket". */
  canAct: boolean;
  selected: ReadonlyMap<string, SelectedTicket>;
  onPick: (
    rows: readonly SelectedTicket[],
    ticket: SelectedTicket,
    isSelected: boolean,
    isRange: boolean,
  ) => void;
  onClearSelection: () => void;
  onShowShortcuts: () => void;
  onRowPicker: (kind: RowPickerKind, ticket: TicketSummary) => void;
  onAssignToMe: (ticket: TicketSummary) => void;
  /**
   * The ticket open beside the list (the split view from 1280 px), or null. Then j/k open the
   * next or previous ticket, from the focused row or else from the open one.
   */
  openTicketId?: string | null;
}

/** The split view's ticket pane (ticket-list-page.tsx). */
export const SPLIT_TICKET_PANE_ID = 'ticket-split-pane';

const ROW_PICKERS = new Map<string, RowPickerKind>([
  ['a', 'assign'],
  ['s', 'status'],
  ['p', 'priority'],
]);

function focusedIndex(list: HTMLElement | null): number {
  const active = document.activeElement;
  if (!list || !(active instanceof HTMLElement) || !list.contains(active)) return -1;
  const row = active.closest<HTMLElement>('[data-ticket-row]');
  const value = row?.dataset.ticketRow ?? active.dataset.ticketLink;
  return value === undefined ? -1 : Number(value);
}

const toSelected = (ticket: TicketSummary): SelectedTicket => selectedOf(ticket);

/**
 * docs/product/tickets.md#ticket-list keyboard map for the list: j/k move, x selects (Shift+x
 * extends from the anchor that Shift+click shares), Enter/o open, a/i/s/p act on the focused row, c
 * creates, / searches, Esc clears the selection, ? shows the map. Never while typing (keyboard.ts).
 */
export function useListKeyboard(options: ListKeyboardOptions): void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const isSplit = Boolean(options.openTicketId);
  // The list's query string travels with the ticket: beside it, the list keeps its view.
  const open = (ticket: TicketSummary, replace = false) =>
    navigate(`/tickets/${ticket.number}${search}`, {
      replace,
      state: { backTo: `/tickets${search}` },
    });

  useShortcuts(
    options.viewerId,
    ({ key, shift }, event) => {
      const { searchRef, tickets } = options;
      const list = options.list.current;
      const focusedRow = focusedIndex(list);
      const openTicketId = options.openTicketId ?? null;
      const openIndex = tickets.findIndex((ticket) => isTicketInPath(ticket, openTicketId));
      const current = focusedRow === -1 ? openIndex : focusedRow;
      const focusRow = (index: number) =>
        list?.querySelector<HTMLElement>(`[data-ticket-link="${index}"]`)?.focus();
      const focused = tickets[focusedRow];

      if (key === '/') {
        event.preventDefault();
        searchRef.current?.focus();
      } else if (key === '?') {
        event.preventDefault();
        options.onShowShortcuts();
      } else if (key === 'c' && options.canAct) {
        event.preventDefault();
        void navigate('/tickets/create');
      } else if (key === 'j' || key === 'k') {
        if (tickets.length === 0) return;
        event.preventDefault();
        const next =
          current === -1
            ? 0
            : key === 'j'
              ? Math.min(current + 1, tickets.length - 1)
              : Math.max(current - 1, 0);
        focusRow(next);
        const ticket = tickets[next];
        if (isSplit && ticket && !isTicketInPath(ticket, openTicketId)) void open(ticket, true);
      } else if (
        key === 'o' ||
        (key === 'Enter' &&
          !(event.target instanceof HTMLAnchorElement || event.target instanceof HTMLButtonElement))
      ) {
        if (!focused) return;
        event.preventDefault();
        void open(focused);
        // Beside the list, the opened ticket takes the keyboard: s, p, a and i act on it.
        if (isSplit) document.getElementById(SPLIT_TICKET_PANE_ID)?.focus();
      } else if (key === 'x' && options.canSelect) {
        if (!focused) return;
        event.preventDefault();
        const isSelected = !options.selected.has(focused.id);
        options.onPick(tickets.map(toSelected), toSelected(focused), isSelected, shift);
      } else if (options.canAct && focused && !shift && ROW_PICKERS.has(key)) {
        event.preventDefault();
        options.onRowPicker(ROW_PICKERS.get(key) ?? 'assign', focused);
      } else if (options.canAct && focused && !shift && key === 'i') {
        event.preventDefault();
        options.onAssignToMe(focused);
      } else if (key === 'Escape' && options.selected.size > 0) {
        options.onClearSelection();
      }
    },
    true,
    isSplit,
  );
}
