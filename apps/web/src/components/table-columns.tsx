import type { ReactNode } from 'react';
import { ActiveBadge } from './ui/badge';
import type { DataTableColumn } from './ui/data-table';

/** The name in bold, its description clamped to one line under it, then `extra` (if any). */
export function nameColumn<Row extends { name: string; description: string | null }>(
  header: string,
  extra?: (row: Row) => ReactNode,
): DataTableColumn<Row> {
  return {
    id: 'name',
    header,
    cell: (row) => (
      <>
        <span className="block font-medium text-ink">{row.name}</span>
        {row.description ? (
          <span className="line-clamp-1 block max-w-md text-xs text-muted">{row.description}</span>
        ) : null}
        {extra?.(row)}
      </>
    ),
  };
}

/** "Activo" / "Inactivo" as a badge, in the list's own words. */
export function activeColumn<Row extends { isActive: boolean }>(
  id: string,
  header: string,
  labels: { active: string; inactive: string },
): DataTableColumn<Row> {
  return {
    id,
    header,
    cell: (row) => (
      <ActiveBadge
        isActive={row.isActive}
        activeLabel={labels.active}
        inactiveLabel={labels.inactive}
      />
    ),
  };
}

/** The row's own buttons, last, with less padding so they keep their 40 px height. */
export function actionsColumn<Row>(
  header: string,
  cell: (row: Row) => ReactNode,
): DataTableColumn<Row> {
  return { id: 'actions', header, padding: 'px-3 py-1', cell };
}
