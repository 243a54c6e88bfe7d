import { useRef, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import type { TicketSummary } from '@atiende/contracts';
import type { SelectedTicket } from './use-row-selection';
import { useShortcuts } from './use-shortcuts';

interface ListKeyboardOptions {
  listRef: RefObject<HTMLElement | null>;
  searchRef: RefObject<HTMLInputElement | null>;
  tickets: readonly TicketSummary[];
  canSelect: boolean;
  selected: ReadonlyMap<string, SelectedTicket>;
  onToggle: (ticket: SelectedTicket, isSelected?: boolean) => void;
  onSelectMany: (tickets: readonly SelectedTicket[], isSelected: boolean) => void;
  onClearSelection: () => void;
  onShowShortcuts: () => void;
}

function focusedIndex(list: HTMLElement | null): number {
  const active = document.activeElement;
  if (!list || !(active instanceof HTMLElement) || !list.contains(active)) return -1;
  const row = active.closest<HTMLElement>('[data-ticket-row]');
  const value = row?.dataset.ticketRow ?? active.dataset.ticketLink;
  return value === undefined ? -1 : Number(value);
}

/**
 * UX.md §2.1 keyboard map for the list: j/k move, x selects (Shift+x extends), Enter/o open,
 * / searches, Esc clears the selection, ? shows the map. Never while typing (keyboard.ts).
 */
export function useListKeyboard(options: ListKeyboardOptions): void {
  const navigate = useNavigate();
  const anchorIndex = useRef<number | null>(null);

  useShortcuts(({ key, shift }, event) => {
    const { listRef, searchRef, tickets } = options;
    const list = listRef.current;
    const current = focusedIndex(list);
    const focusRow = (index: number) =>
      list?.querySelector<HTMLElement>(`[data-ticket-link="${index}"]`)?.focus();
    const ticketAt = (index: number) => tickets[index];

    if (key === '/') {
      event.preventDefault();
      searchRef.current?.focus();
    } else if (key === '?') {
      event.preventDefault();
      options.onShowShortcuts();
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
      const ticket = ticketAt(current);
      if (!ticket) return;
      event.preventDefault();
      void navigate(`/tickets/${ticket.id}`);
    } else if (key === 'x' && options.canSelect) {
      const ticket = ticketAt(current);
      if (!ticket) return;
      event.preventDefault();
      if (shift && anchorIndex.current !== null) {
        const [from, to] = [anchorIndex.current, current].sort((a, b) => a - b) as [number, number];
        const range = tickets.slice(from, to + 1).map(({ id, number }) => ({ id, number }));
        options.onSelectMany(range, true);
      } else {
        options.onToggle({ id: ticket.id, number: ticket.number });
      }
      anchorIndex.current = current;
    } else if (key === 'Escape' && options.selected.size > 0) {
      options.onClearSelection();
    }
  });
}
