import { useCallback, useMemo, useState } from 'react';

export interface SelectedTicket {
  id: string;
  number: number;
}

/** UX.md §2.1: the bulk selection, by id, surviving paging and filter changes. */
export function useRowSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, SelectedTicket>>(new Map());

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

  /** After a partial bulk failure: keep only the tickets that did not change. */
  const keepOnly = useCallback((ids: readonly string[]) => {
    setSelected((current) => new Map([...current].filter(([id]) => ids.includes(id))));
  }, []);

  const clear = useCallback(() => setSelected(new Map()), []);
  const tickets = useMemo(() => [...selected.values()], [selected]);

  return { selected, tickets, count: selected.size, toggle, setMany, keepOnly, clear };
}
