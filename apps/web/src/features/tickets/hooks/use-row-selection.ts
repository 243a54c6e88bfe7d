import type { TicketSummary } from '@atiende/contracts';
import { useCallback, useMemo, useRef, useState } from 'react';
import { selectionRange } from './selection-range';

export interface SelectedTicket {
  id: string;
  number: number;
  /** Its department: the bulk bar's Asignar offers the selected departments' staff. */
  departmentId: string | null;
}

/** What the selection keeps of a list row. */
export function selectedOf(
  ticket: Pick<TicketSummary, 'id' | 'number' | 'department'>,
): SelectedTicket {
  return { id: ticket.id, number: ticket.number, departmentId: ticket.department?.id ?? null };
}

/**
 * docs/product/tickets.md#ticket-list: the bulk selection, by id, surviving paging and filter
 * changes. It also keeps the range anchor (the last row toggled by click or `x`), shared by
 * Shift+click and Shift+x.
 */
export function useRowSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, SelectedTicket>>(new Map());
  const anchorId = useRef<string | null>(null);

  const toggle = useCallback((ticket: SelectedTicket, isSelected?: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      const shouldSelect = isSelected ?? !next.has(ticket.id);
      if (shouldSelect) next.set(ticket.id, ticket);
      else next.delete(ticket.id);
      return next;
    });
  }, []);

  const setMany = useCallback((tickets: readonly SelectedTicket[], isSelected: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const ticket of tickets) {
        if (isSelected) next.set(ticket.id, ticket);
        else next.delete(ticket.id);
      }
      return next;
    });
  }, []);

  /**
   * One row toggled by click or `x`. With `isRange` (Shift), every row of `rows` from the anchor
   * to this one takes its new state; without an anchor on this page, only the row changes.
   */
  const pick = useCallback(
    (
      rows: readonly SelectedTicket[],
      ticket: SelectedTicket,
      isSelected: boolean,
      isRange: boolean,
    ) => {
      const range = isRange ? selectionRange(rows, anchorId.current, ticket.id) : null;
      if (range) setMany(range, isSelected);
      else toggle(ticket, isSelected);
      anchorId.current = ticket.id;
    },
    [setMany, toggle],
  );

  /** "Seleccionar los N de esta vista": exactly these tickets. */
  const replace = useCallback((tickets: readonly SelectedTicket[]) => {
    setSelected(new Map(tickets.map((ticket) => [ticket.id, ticket])));
  }, []);

  /** After a partial bulk failure: keep only the tickets that did not change. */
  const keepOnly = useCallback((ids: readonly string[]) => {
    setSelected((current) => new Map([...current].filter(([id]) => ids.includes(id))));
  }, []);

  const clear = useCallback(() => {
    anchorId.current = null;
    setSelected(new Map());
  }, []);
  const tickets = useMemo(() => [...selected.values()], [selected]);

  return {
    selected,
    tickets,
    count: selected.size,
    toggle,
    setMany,
    pick,
    replace,
    keepOnly,
    clear,
  };
}
