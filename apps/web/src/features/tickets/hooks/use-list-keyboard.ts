import type { RefObject } from 'react';
import { useNavigate } from 'react-router';
import type { TicketSummary } from '@atiende/contracts';
import type { SelectedTicket } from './use-row-selection';
import { useShortcuts } from './use-shortcuts';

/** The row shortcuts that open a picker for the focused ticket (a, s, p). */
export type RowPickerKind = 'assign' | 'status' | 'priority';

interface ListKeyboardOptions {
  viewerId: string;
  list: HTMLElement | null;
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
}

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

const toSelected = ({ id, number }: TicketSummary): SelectedTicket => ({ id, number });

/**
 * docs/product/tickets.md#ticket-list keyboard map for the list: j/k move, x selects (Shift+x
 * extends from the anchor that Shift+click shares), Enter/o open, a/i/s/p act on the focused row, c
 * creates, / searches, Esc clears the selection, ? shows the map. Never while typing (keyboard.ts).
 */
export function useListKeyboard(options: ListKeyboardOptions): void {
  const navigate = useNavigate();

  useShortcuts(options.viewerId, ({ key, shift }, event) => {
    const { list, searchRef, tickets } = options;
    const current = focusedIndex(list);
    const focusRow = (index: number) =>
      list?.querySelector<HTMLElement>(`[data-ticket-link="${index}"]`)?.focus();
    const focused = tickets[current];

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
        key === 'j' ? Math.min(current + 1, tickets.length - 1) : Math.max(current - 1, 0);
      focusRow(current === -1 ? 0 : next);
    } else if (
      key === 'o' ||
      (key === 'Enter' &&
        !(event.target instanceof HTMLAnchorElement || event.target instanceof HTMLButtonElement))
    ) {
      if (!focused) return;
      event.preventDefault();
      void navigate(`/tickets/${focused.number}`);
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
  });
}
